import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KYC_MESSAGES, verhoeffDigit, type FetchKycResponse, type KycDocument } from '@khelo/contracts/kyc';
import { AppProviders } from '@/app/providers';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { storeSession } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import en from '../../../../public/locales/en/kyc.json';
import hd from '../../../../public/locales/hd/kyc.json';
import { kycFailureKey } from './kyc-messages';

// /kyc through the real route table: status list, the form's number rules and section 8 messages.

afterEach(() => {
  vi.unstubAllGlobals();
});

function documents(data: KycDocument[]): FetchKycResponse {
  return { status: 1, message: 'kyc details', data };
}

function renderKyc() {
  storeSession();
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'kyc', en);
  i18n.addResourceBundle('hd', 'kyc', hd);
  const router = createMemoryRouter(routes, { initialEntries: ['/kyc'] });
  const user = userEvent.setup();
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user };
}

describe('the KYC page', () => {
  it('keeps the number to 12 digits for aadhar and 10 uppercase characters for pan', async () => {
    stubApi({ 'fetch/kycdetails': () => ({ body: documents([]) }) });
    const { user } = renderKyc();
    expect(await screen.findByText(en.status.none)).toBeInTheDocument();
    const number = screen.getByLabelText(en.form.number);
    await user.type(number, '2341 2341 2346 77');
    expect(number).toHaveValue('234123412346');
    expect(screen.getByText(en.form.back)).toBeInTheDocument();
    await user.click(screen.getByLabelText(en.form.pan));
    await user.clear(number);
    await user.type(number, 'abcde1234f-xyz');
    expect(number).toHaveValue('ABCDE1234F');
    expect(screen.queryByText(en.form.back)).not.toBeInTheDocument();
  });

  it('keeps every digit of a pasted "1234 5678 9012" (spaces are removed before the 12-digit cut)', async () => {
    stubApi({ 'fetch/kycdetails': () => ({ body: documents([]) }) });
    const { user } = renderKyc();
    const number = await screen.findByLabelText(en.form.number);
    await user.click(number);
    await user.paste('2341 2341 2346');
    expect(number).toHaveValue('234123412346');
    await user.click(screen.getByLabelText(en.form.pan));
    await user.clear(number);
    await user.click(number);
    await user.paste('abcde 1234 f');
    expect(number).toHaveValue('ABCDE1234F');
  });

  it('says which check a number failed (its check digit) and sends nothing', async () => {
    // happy-dom decodes no pictures: a 1×1 bitmap stands in for the picked photos.
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 1, height: 1, close() {} }));
    const api = stubApi({ 'fetch/kycdetails': () => ({ body: documents([]) }) });
    const { user } = renderKyc();
    await user.type(await screen.findByLabelText(en.form.name), 'Asha Verma');
    const body = '23412341234';
    const wrong = (verhoeffDigit(body) + 1) % 10;
    await user.type(screen.getByLabelText(en.form.number), `${body}${wrong}`);
    const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('front_img-input'), photo());
    await user.upload(screen.getByTestId('back_img-input'), photo());
    await user.click(screen.getByRole('button', { name: en.form.submit }));
    const expected = `Invalid document details: ${en.messages.invalidReasons.aadhar_checksum}`;
    expect(await screen.findAllByText(expected)).not.toHaveLength(0);
    expect(api.to('save/kycdetails')).toHaveLength(0);
  });

  it("reads the failed check out of the server's refusal", () => {
    const refusal = (message: string) =>
      new ApiError({ kind: 'HTTP', status: 400, data: { status: 0, message } }, message);
    expect(kycFailureKey(refusal(KYC_MESSAGES.invalidNumber('aadhar_checksum')))).toEqual({
      key: 'messages.invalidBecause',
      tone: 'error',
      detail: 'aadhar_checksum',
    });
    expect(
      kycFailureKey(refusal('player_name: Invalid document details (the name needs at least 2 letters)')),
    ).toMatchObject({ detail: 'name_length' });
    expect(kycFailureKey(refusal('doc_type: must be aadhar or pan'))).toEqual({
      key: 'messages.invalid',
      tone: 'error',
    });
  });

  it('refuses without images ("Please attach document images") and never calls save/kycdetails', async () => {
    const api = stubApi({ 'fetch/kycdetails': () => ({ body: documents([]) }) });
    const { user } = renderKyc();
    await user.type(await screen.findByLabelText(en.form.name), 'Asha Verma');
    await user.type(screen.getByLabelText(en.form.number), '234123412346');
    await user.click(screen.getByRole('button', { name: en.form.submit }));
    expect(await screen.findAllByText(en.messages.attach)).not.toHaveLength(0);
    expect(api.to('save/kycdetails')).toHaveLength(0);
  });

  it('shows pending, verified and rejected with the reason; only rejected types are offered again', async () => {
    stubApi({
      'fetch/kycdetails': () => ({
        body: documents([
          {
            doc_type: 'aadhar',
            player_name: 'Asha Verma',
            doc_number: 'XXXXXXXX2346',
            status: 'verified',
            reason: null,
            submitted_at: '2026-11-20T10:00:00.000Z',
            reviewed_at: '2026-11-21T10:00:00.000Z',
          },
          {
            doc_type: 'pan',
            player_name: 'Asha Verma',
            doc_number: 'XXXXXX234F',
            status: 'rejected',
            reason: 'Photo is blurred',
            submitted_at: '2026-11-20T10:00:00.000Z',
            reviewed_at: '2026-11-21T10:00:00.000Z',
          },
        ]),
      }),
    });
    renderKyc();
    const aadhar = await screen.findByTestId('kyc-aadhar');
    expect(within(aadhar).getByTestId('kyc-status')).toHaveTextContent(en.status.verified);
    // 10:00 UTC is 3:30 pm in India: every time on the page is IST and says so.
    expect(aadhar).toHaveTextContent('Submitted on 20 Nov 2026, 3:30 pm IST');
    const pan = screen.getByTestId('kyc-pan');
    expect(within(pan).getByTestId('kyc-status')).toHaveTextContent(en.status.rejected);
    expect(within(pan).getByText('Reason: Photo is blurred')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(en.form.aadhar)).toBeDisabled());
    expect(screen.getByLabelText(en.form.pan)).toBeChecked();
  });

  it('shows an error with a retry when the documents cannot be loaded', async () => {
    stubApi({
      'fetch/kycdetails': () => ({ status: 500, body: { status: 0, message: 'Internal server error' } }),
    });
    renderKyc();
    expect(await screen.findByText(en.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.retry })).toBeInTheDocument();
  });
});

describe('the kyc translation files', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it('have the same keys in English and Hindi and the spec messages verbatim', () => {
    expect(keys(hd).sort()).toEqual(keys(en).sort());
    expect(en.messages).toMatchObject({
      attach: 'Please attach document images',
      invalid: 'Invalid document details',
      already: 'You already submitted KYC details',
      updated: 'Document updated successfully.',
    });
  });
});
