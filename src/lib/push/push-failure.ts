// A failed attempt to turn notifications on or off, in the person's words: why the browser would not, or what
// the server said.
import { describeError } from '../describe-error';
import { PushSetupError } from './push-setup-error';

export function describePushFailure(error: unknown, t: (key: string) => string): string {
  return error instanceof PushSetupError ? t(`push.failure.${error.reason}`) : describeError(error, t);
}
