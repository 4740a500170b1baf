// The hosted checkout's SHA-512 signatures. The request hash proves the form came from us; the response
// hash proves the callback came from the gateway. Both need the salt, which never leaves the server.
import { createHash } from 'node:crypto';
import type { GatewayCallback } from '../../../domain/money/payments';
import { sameBytes } from '../../lib/same-bytes';

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

export interface CheckoutRequest {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
}

/** key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||salt, with the five udf fields empty. */
export function checkoutRequestHash(request: CheckoutRequest, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email } = request;
  return sha512(
    [key, txnid, amount, productinfo, firstname, email, '', '', '', '', '', '', '', '', '', '', salt].join(
      '|',
    ),
  );
}

/** salt|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key */
export function checkoutResponseHash(callback: GatewayCallback, salt: string): string {
  const { status, udf1, udf2, udf3, udf4, udf5, email, firstname, productinfo, amount, txnid, key } =
    callback;
  return sha512(
    [
      salt,
      status,
      '',
      '',
      '',
      '',
      '',
      udf5,
      udf4,
      udf3,
      udf2,
      udf1,
      email,
      firstname,
      productinfo,
      amount,
      txnid,
      key,
    ].join('|'),
  );
}

export function isGenuineCallback(callback: GatewayCallback, salt: string): boolean {
  const expected = Buffer.from(checkoutResponseHash(callback, salt), 'hex');
  const given = Buffer.from(callback.hash.toLowerCase(), 'hex');
  return sameBytes(expected, given);
}
