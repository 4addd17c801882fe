import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, FideliusKeyError, generateKeyMaterial, keyMaterialOf, readPublicKey } from './fidelius.ts';

/**
 * The example in the README of fidelius-cli (mgrmtech), the Java tool ABDM's integrators use: two
 * key materials and the ciphertext it printed. Matching it byte for byte is the evidence, short of
 * the sandbox, that our curve, key forms, KDF and cipher are ABDM's. The sender's public key has a
 * leading zero byte in x, so fixed-width encoding is checked too.
 */
const requester = {
  privateKey: 'DMxHPri8d7IT23KgLk281zZenMfVHSdeamq0RhwlIBk=',
  publicKey: 'BAheD5rUqTy4V5xR4/6HWmYpopu5CO+KO8BECS0udNqUTSNo91TIqIIy1A4Vh+F94c+n9vAcwXU2bGcfsI5f69Y=',
  x509PublicKey:
    'MIIBMTCB6gYHKoZIzj0CATCB3gIBATArBgcqhkjOPQEBAiB/////////////////////////////////////////7TBEBCAqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqYSRShRAQge0Je0Je0Je0Je0Je0Je0Je0Je0Je0Je0JgtenHcQyGQEQQQqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq0kWiCuGaG4oIa04B7dLHdI0UySPU1+bXxhsinpxaJ+ztPZAiAQAAAAAAAAAAAAAAAAAAAAFN753qL3nNZYEmMaXPXT7QIBCANCAAQIXg+a1Kk8uFecUeP+h1pmKaKbuQjvijvARAktLnTalE0jaPdUyKiCMtQOFYfhfeHPp/bwHMF1NmxnH7COX+vW',
  nonce: '6uj1RdDUbcpI3lVMZvijkMC8Te20O4Bcyz0SyivX8Eg=',
};
const sender = {
  privateKey: 'AYhVZpbVeX4KS5Qm/W0+9Ye2q3rnVVGmqRICmseWni4=',
  publicKey: 'BABVt+mpRLMXiQpIfEq6bj8hlXsdtXIxLsspmMgLNI1SR5mHgDVbjHO2A+U4QlMddGzqyEidzm1AkhtSxSO2Ahg=',
  nonce: 'lmXgblZwotx+DfBgKJF0lZXtAXgBEYr5khh79Zytr2Y=',
};
// The README's command line says "... have been the Potter cottage's ...", but its ciphertext is
// of the sentence without "the" (found by XORing our keystream with it): the text was edited later.
const PLAIN = "Wormtail should never have been Potter cottage's secret keeper.";
const PUBLISHED_CIPHERTEXT =
  'pzMvVZNNVtJzqPkkxcCbBUWgDEBy/mBXIeT2dJWI16ZAQnnXUb9lI+S4k8XK6mgZSKKSRIHkcNvJpllnBg548wUgavBa0vCRRwdL6kY6Yw==';

const privateOf = (base64: string) => BigInt(`0x${Buffer.from(base64, 'base64').toString('hex')}`);

describe('Fidelius (ABDM data encryption)', () => {
  it('derives the published public keys, in both forms, from the published private keys', () => {
    const derived = keyMaterialOf(privateOf(requester.privateKey), Buffer.from(requester.nonce, 'base64'));
    expect(derived).toEqual(requester);
    expect(keyMaterialOf(privateOf(sender.privateKey)).publicKey).toBe(sender.publicKey);
  });

  it('encrypts the published example to the published ciphertext, and decrypts it back', () => {
    const encrypted = encrypt({
      text: PLAIN,
      senderPrivateKey: sender.privateKey,
      senderNonce: sender.nonce,
      requesterPublicKey: requester.publicKey,
      requesterNonce: requester.nonce,
    });
    expect(encrypted).toBe(PUBLISHED_CIPHERTEXT);
    const decrypted = decrypt({
      encrypted: PUBLISHED_CIPHERTEXT,
      requesterPrivateKey: requester.privateKey,
      requesterNonce: requester.nonce,
      senderPublicKey: sender.publicKey,
      senderNonce: sender.nonce,
    });
    expect(decrypted).toBe(PLAIN);
  });

  it('reads a requester key given in X.509 form as the gateway sends it', () => {
    const viaX509 = encrypt({
      text: PLAIN,
      senderPrivateKey: sender.privateKey,
      senderNonce: sender.nonce,
      requesterPublicKey: requester.x509PublicKey,
      requesterNonce: requester.nonce,
    });
    expect(viaX509).toBe(PUBLISHED_CIPHERTEXT);
  });

  it('round-trips a document between fresh key materials, and refuses a tampered one', () => {
    const hiu = generateKeyMaterial();
    const hip = generateKeyMaterial();
    const text = JSON.stringify({ resourceType: 'Bundle', note: 'ग्रहणी — ₹1,23,456.00' });
    const encrypted = encrypt({
      text,
      senderPrivateKey: hip.privateKey,
      senderNonce: hip.nonce,
      requesterPublicKey: hiu.x509PublicKey,
      requesterNonce: hiu.nonce,
    });
    const opened = { requesterPrivateKey: hiu.privateKey, requesterNonce: hiu.nonce, senderNonce: hip.nonce };
    expect(decrypt({ ...opened, encrypted, senderPublicKey: hip.publicKey })).toBe(text);
    const tampered = Buffer.from(encrypted, 'base64');
    tampered[0] = (tampered[0] ?? 0) ^ 1;
    expect(() =>
      decrypt({ ...opened, encrypted: tampered.toString('base64'), senderPublicKey: hip.publicKey }),
    ).toThrow();
  });

  it('refuses a key that is not a point of the curve', () => {
    const bad = Buffer.from(requester.publicKey, 'base64');
    bad[64] = (bad[64] ?? 0) ^ 1;
    expect(() => readPublicKey(bad.toString('base64'))).toThrow(FideliusKeyError);
    expect(() => readPublicKey('AAAA')).toThrow(FideliusKeyError);
  });
});
