// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '@/generated/api-types';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { createSessionStore } from '@/lib/session/session-store';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { PaymentPasswordForm } from './payment-password-forms';
import { click, renderSmsForm, tick, fakeTimersPerTest } from './sms-test-support';

function renderReset(smsAnswer: () => unknown) {
  const fake = fakeGateway({ 'member.paymentPasswordSms': smsAnswer, 'member.paymentPasswordReset': () => true });
  const session = createSessionStore();
  session.setMember({ id: 3, account: 'demo_member', type: 0, mobileNum: '091****001' } as MemberInfo);
  renderSmsForm(<PaymentPasswordForm mode="reset" onDone={() => undefined} />, fake.gateway, session);
  return fake;
}

const form = () => screen.getByRole('form', { name: 'Forgot payment password' });
const button = (name: string | RegExp) => within(form()).getByRole('button', { name }) as HTMLButtonElement;

describe('the payment-password reset sends its code with the shared countdown', () => {
  fakeTimersPerTest();

  it('counts expiredMinutes × 60 s down with the button disabled, then lets a new code be asked for', async () => {
    const { calls } = renderReset(() => ({ expiredMinutes: 3, mobileNum: '091****001' }));
    expect(within(form()).getByText('The code is sent by SMS to the mobile bound to your account.')).toBeTruthy();
    await click(button('Send code'));
    expect(calls('member.paymentPasswordSms')).toHaveLength(1);
    expect(button('New code in 180 s').disabled).toBe(true);
    expect(
      within(form()).getByText('A code has been sent. You can ask for a new one when the countdown ends.'),
    ).toBeTruthy();
    // A press while counting sends nothing.
    fireEvent.click(button('New code in 180 s'));
    await tick(1000);
    expect(button('New code in 179 s').disabled).toBe(true);
    await tick(178_000);
    expect(button('New code in 1 s').disabled).toBe(true);
    await tick(1000);
    expect(button('Send a new code').disabled).toBe(false);
    expect(within(form()).getByText('You can ask for a new code now.')).toBeTruthy();
    expect(calls('member.paymentPasswordSms')).toHaveLength(1);
    await click(button('Send a new code'));
    expect(calls('member.paymentPasswordSms')).toHaveLength(2);
    expect(button('New code in 180 s').disabled).toBe(true);
  });

  it("shows a refused send in the warning dialog with the gateway's message, then allows another try", async () => {
    renderReset(() => {
      throw new GatewayError('sms_throttled', 'Too many codes requested, try again later', 429);
    });
    await click(button('Send code'));
    await tick();
    const dialog = screen.getByRole('dialog', { name: 'The code could not be sent' });
    expect(within(dialog).getByText('Too many codes requested, try again later')).toBeTruthy();
    expect(button('Send code').disabled).toBe(false);
  });

  it('resets with the code, naming the bound mobile member info shows, as the platform does', async () => {
    const { calls } = renderReset(() => ({ expiredMinutes: 3, mobileNum: '091****001' }));
    await click(button('Send code'));
    for (const [label, value] of [
      ['SMS code', '123456'],
      ['New payment password (6-12 digits)', '135790'],
      ['Confirm new payment password', '135790'],
    ] as const)
      fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
    await click(button('Save'));
    expect(calls('member.paymentPasswordReset').map((c) => c.body)).toEqual([
      {
        method: 'S',
        mobileNum: '091****001',
        verificationCode: '123456',
        password: '135790',
        confirmPassword: '135790',
      },
    ]);
  });
});
