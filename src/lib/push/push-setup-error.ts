// Why notifications could not be turned on, apart from the subscription code so a screen can name the reason
// without loading that code first.

export type PushSetupFailure = 'unsupported' | 'denied' | 'dismissed' | 'noPushService';

export class PushSetupError extends Error {
  readonly reason: PushSetupFailure;

  constructor(reason: PushSetupFailure, cause?: unknown) {
    super(`Notifications not turned on: ${reason}`, { cause });
    this.name = 'PushSetupError';
    this.reason = reason;
  }
}
