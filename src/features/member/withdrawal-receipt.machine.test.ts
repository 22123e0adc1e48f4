import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { GatewayError } from '@/lib/gateway/gateway-error';
import {
  withdrawalReceiptMachine,
  type ProofImage,
  type ReceiptDecision,
  type ReceiptItem,
} from './withdrawal-receipt.machine';

const ITEM: ReceiptItem = { payDetailId: 'P1', amount: 40_000, isAutoConfirmed: false, secondsLeft: 15 * 60 };
const png = (name: string, size = 1000): ProofImage => ({
  name,
  type: 'image/png',
  size,
  dataUrl: `data:image/png;base64,${name}`,
});
const jpg = (name: string): ProofImage => ({
  name,
  type: 'image/jpeg',
  size: 2000,
  dataUrl: `data:image/jpeg;base64,${name}`,
});

function start(item: Partial<ReceiptItem> = {}, answer: () => Promise<unknown> = async () => ({})) {
  const sent: { payDetailId: string; decision: ReceiptDecision }[] = [];
  const actor = createActor(
    withdrawalReceiptMachine.provide({
      actors: {
        sendReceipt: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
    }),
    { input: { item: { ...ITEM, ...item } } },
  ).start();
  return { actor, sent, state: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('withdrawal receipt machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts choosing, and Received sends Y and finishes', async () => {
    const m = start();
    expect(m.state()).toEqual({ open: 'choosing' });
    m.actor.send({ type: 'RECEIVED' });
    expect(m.state()).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state()).toBe('done');
    expect(m.sent).toEqual([{ payDetailId: 'P1', decision: { isMoneyReceived: 'Y' } }]);
  });

  it('Not received: adds images (previewed in order), removes one, refuses a gif, a 6 MB file and a fourth', async () => {
    const m = start();
    m.actor.send({ type: 'NOT_RECEIVED' });
    expect(m.state()).toEqual({ open: 'proof' });
    m.actor.send({ type: 'SUBMIT_PROOF' });
    expect(m.context().imageProblem).toEqual({ problem: 'required' });
    expect(m.state()).toEqual({ open: 'proof' });
    m.actor.send({ type: 'ADD_IMAGES', images: [png('a'), jpg('b')] });
    expect(m.context().images.map((i) => i.name)).toEqual(['a', 'b']);
    m.actor.send({ type: 'ADD_IMAGES', images: [{ ...png('c'), type: 'image/gif' }] });
    expect(m.context().imageProblem).toEqual({ problem: 'type', name: 'c' });
    m.actor.send({ type: 'ADD_IMAGES', images: [png('big', 6 * 1024 * 1024)] });
    expect(m.context().imageProblem).toEqual({ problem: 'size', name: 'big' });
    m.actor.send({ type: 'ADD_IMAGES', images: [png('c'), png('d')] });
    expect(m.context().imageProblem).toEqual({ problem: 'count' });
    expect(m.context().images).toHaveLength(2);
    m.actor.send({ type: 'REMOVE_IMAGE', index: 0 });
    expect(m.context().images.map((i) => i.name)).toEqual(['b']);
    expect(m.context().imageProblem).toBeNull();
    m.actor.send({ type: 'ADD_IMAGES', images: [png('c')] });
    m.actor.send({ type: 'SUBMIT_PROOF' });
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state()).toBe('done');
    expect(m.sent[0]!.decision).toEqual({
      isMoneyReceived: 'N',
      proofOfNotReceive: ['data:image/jpeg;base64,b', 'data:image/png;base64,c'],
    });
  });

  it('Back from the proof step forgets the images', () => {
    const m = start();
    m.actor.send({ type: 'NOT_RECEIVED' });
    m.actor.send({ type: 'ADD_IMAGES', images: [png('a')] });
    m.actor.send({ type: 'BACK' });
    expect(m.state()).toEqual({ open: 'choosing' });
    expect(m.context().images).toEqual([]);
  });

  it('Partially received takes an amount above 0 and below the payout', async () => {
    const m = start();
    m.actor.send({ type: 'PARTIAL' });
    expect(m.state()).toEqual({ open: 'partial' });
    m.actor.send({ type: 'SUBMIT_PARTIAL', receivedAmount: 40_000 });
    expect(m.context().amountProblem).toBe('partialRange');
    m.actor.send({ type: 'SUBMIT_PARTIAL', receivedAmount: 0 });
    expect(m.state()).toEqual({ open: 'partial' });
    m.actor.send({ type: 'SUBMIT_PARTIAL', receivedAmount: 15_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state()).toBe('done');
    expect(m.sent[0]!.decision).toEqual({ isMoneyReceived: 'Y', receivedAmount: 15_000 });
  });

  it('counts as received when the minutes run out while the member is still choosing, then only acknowledges', async () => {
    const m = start({ secondsLeft: 60 });
    m.actor.send({ type: 'NOT_RECEIVED' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(m.state()).toEqual({ open: 'proof' });
    await vi.advanceTimersByTimeAsync(1);
    expect(m.state()).toBe('autoConfirmed');
    m.actor.send({ type: 'RECEIVED' });
    expect(m.state()).toBe('autoConfirmed');
    m.actor.send({ type: 'ACKNOWLEDGE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state()).toBe('done');
    expect(m.sent[0]!.decision).toEqual({ isMoneyReceived: 'A' });
  });

  it('starts auto-confirmed when the gateway says so', () => {
    expect(start({ isAutoConfirmed: true, secondsLeft: 0 }).state()).toBe('autoConfirmed');
  });

  it('a refused sending goes back to the step it came from with the error and the images kept', async () => {
    let fail = true;
    const m = start({}, async () => {
      if (fail) throw new GatewayError('proof_image_invalid', 'bad image', 400);
      return {};
    });
    m.actor.send({ type: 'NOT_RECEIVED' });
    m.actor.send({ type: 'ADD_IMAGES', images: [png('a')] });
    m.actor.send({ type: 'SUBMIT_PROOF' });
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state()).toEqual({ open: 'proof' });
    expect((m.context().error as GatewayError).code).toBe('proof_image_invalid');
    expect(m.context().images).toHaveLength(1);
    fail = false;
    m.actor.send({ type: 'SUBMIT_PROOF' });
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state()).toBe('done');
  });

  it('the timer keeps its deadline across a refused sending', async () => {
    const m = start({ secondsLeft: 10 }, async () => {
      throw new GatewayError('network', 'offline', 0);
    });
    await vi.advanceTimersByTimeAsync(6_000);
    m.actor.send({ type: 'RECEIVED' });
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state()).toEqual({ open: 'choosing' });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(m.state()).toBe('autoConfirmed');
  });

  it('a gateway that already counts it as received moves the member to the acknowledgement', async () => {
    const m = start({}, async () => {
      throw new GatewayError('payment_confirmation_auto_confirmed', 'over', 409);
    });
    m.actor.send({ type: 'RECEIVED' });
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state()).toBe('autoConfirmed');
  });
});
