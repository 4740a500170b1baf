// How a partner checks a delivery's signature, in the three languages the API reference shows. The texts are
// the documentation itself (the OpenAPI description and /api/docs print them as they are), and the Node one
// is also what the webhook tests import and run against real deliveries, so the code shown is code that works.
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOKS,
} from '../../../domain/integrations/webhooks';

const tolerance = WEBHOOKS.signatureToleranceSeconds;

const node = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the ${WEBHOOK_SIGNATURE_HEADER} header; rawBody: the body exactly as received (string or Buffer).
export function verifyTravelXSignature(header, rawBody, secret, toleranceSeconds = ${tolerance}) {
  const parts = Object.fromEntries(
    String(header ?? '').split(',').map((part) => part.trim().split('=', 2)),
  );
  if (!/^\\d+$/.test(parts.t ?? '') || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
`;

const python = `import hashlib
import hmac
import time

# header: the ${WEBHOOK_SIGNATURE_HEADER} header; raw_body: the body exactly as received, as bytes.
def verify_travelx_signature(header, raw_body, secret, tolerance_seconds=${tolerance}):
    parts = dict(part.strip().split("=", 1) for part in (header or "").split(",") if "=" in part)
    timestamp, given = parts.get("t", ""), parts.get("v1", "")
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > tolerance_seconds:
        return False
    signed = timestamp.encode() + b"." + raw_body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, given)
`;

const php = `<?php
// $header: the ${WEBHOOK_SIGNATURE_HEADER} header; $rawBody: file_get_contents('php://input').
function verify_travelx_signature(string $header, string $rawBody, string $secret, int $toleranceSeconds = ${tolerance}): bool
{
    $parts = [];
    foreach (explode(',', $header) as $part) {
        [$key, $value] = array_pad(explode('=', trim($part), 2), 2, '');
        $parts[$key] = $value;
    }
    $timestamp = $parts['t'] ?? '';
    if (!ctype_digit($timestamp) || abs(time() - (int) $timestamp) > $toleranceSeconds) {
        return false;
    }
    $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
    return hash_equals($expected, $parts['v1'] ?? '');
}
`;

/** Verification code per language, shown as is. */
export const WEBHOOK_VERIFIERS = { Node: node, Python: python, PHP: php } as const;

/** What the reference says about signatures, above the code. */
export const WEBHOOK_SIGNATURE_TEXT =
  `Each webhook delivery is a JSON POST with the headers ${WEBHOOK_EVENT_HEADER}, ${WEBHOOK_DELIVERY_HEADER} (the ` +
  `delivery's id, the same on every retry) and ${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw ` +
  `body>" keyed with the endpoint's signing secret>. Verify the HMAC over the raw body before parsing it, ` +
  `compare in constant time, and refuse a t more than ${tolerance / 60} minutes from your clock: a captured ` +
  `delivery sent again later is then refused. Every attempt, retries included, is signed with its own time.`;
