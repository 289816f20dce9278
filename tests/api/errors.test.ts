import { describe, expect, it } from 'vitest';
import {
  ApiError,
  asApiError,
  failureReason,
  fieldMessages,
  isFieldRejection,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_MESSAGE,
  offlineMessage,
  serverMessage,
  statusMessage,
} from '@/api/errors';

describe('asApiError', () => {
  it('keeps ApiErrors and their plain cached form', () => {
    const shape = { status: 422, code: null, message: 'Bad', fieldErrors: { comment: ['Too short'] } };
    expect(asApiError(shape)).toBe(shape);
    const error = new ApiError(shape);
    expect(asApiError(error)).toBe(error);
  });

  it('turns anything else into a generic error, keeping a thrown Error its message', () => {
    expect(asApiError(new Error('Exploded'))).toEqual({ status: 0, code: null, message: 'Exploded', fieldErrors: {} });
    expect(asApiError(new Error(''))).toEqual({ status: 0, code: null, message: 'Something went wrong.', fieldErrors: {} });
    expect(asApiError('nope')).toEqual({ status: 0, code: null, message: 'Something went wrong.', fieldErrors: {} });
    expect(asApiError(undefined).message).toBe('Something went wrong.');
    expect(asApiError({ name: 'SerializedError', message: 'x' }).message).toBe('Something went wrong.');
  });
});

describe('serverMessage', () => {
  it('is the server message, also for a 422 with field errors', () => {
    expect(serverMessage({ status: 500, code: null, message: 'Database down', fieldErrors: {} })).toBe('Database down');
    expect(serverMessage({ status: 422, code: null, message: 'The comment is too short.', fieldErrors: { comment: ['The comment is too short.'] } })).toBe(
      'The comment is too short.',
    );
    expect(serverMessage({ status: 422, code: null, message: 'The given data was invalid.', fieldErrors: { comment: ['Too short'] } })).toBe(
      'The given data was invalid.',
    );
  });

  it('is null without an answer, an empty message, or the client text for the status', () => {
    expect(serverMessage({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE, fieldErrors: {} })).toBeNull();
    expect(serverMessage({ status: 500, code: null, message: '', fieldErrors: {} })).toBeNull();
    expect(serverMessage({ status: 502, code: null, message: statusMessage(502), fieldErrors: {} })).toBeNull();
    expect(serverMessage(new Error('Exploded'))).toBeNull();
    expect(serverMessage('nope')).toBeNull();
  });
});

describe('offlineMessage and failureReason', () => {
  const network = { status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE, fieldErrors: {} };
  const server = { status: 500, code: null, message: 'Database down', fieldErrors: {} };

  it('says offline when the browser is offline or the request never reached the server', () => {
    expect(offlineMessage(network, true)).toBe(OFFLINE_MESSAGE);
    expect(offlineMessage(server, false)).toBe(OFFLINE_MESSAGE);
    expect(offlineMessage(server, true)).toBeNull();
  });

  it('prefers offline, then the server message, then the client text', () => {
    expect(failureReason(server)).toBe(navigator.onLine ? 'Database down' : OFFLINE_MESSAGE);
    expect(failureReason({ status: 503, code: null, message: statusMessage(503), fieldErrors: {} })).toBe(
      navigator.onLine ? statusMessage(503) : OFFLINE_MESSAGE,
    );
  });
});

describe('fieldMessages and isFieldRejection', () => {
  it('keys the first message by the field and its leading parts', () => {
    const error = {
      status: 422,
      code: null,
      message: 'x',
      fieldErrors: { 'attachments.0.file': ['Too big', 'Wrong type'], 'attachments.1.file': ['Other'], cc: [] },
    };
    expect(fieldMessages(error)).toEqual({
      'attachments.0.file': 'Too big',
      'attachments.0': 'Too big',
      attachments: 'Too big',
      'attachments.1.file': 'Other',
      'attachments.1': 'Other',
    });
    expect(fieldMessages(new Error('x'))).toEqual({});
  });

  it('matches a 422 on a named field or an entry of it', () => {
    const error = { status: 422, code: null, message: 'x', fieldErrors: { 'cc.0': ['Bad address'] } };
    expect(isFieldRejection(error, ['cc'])).toBe(true);
    expect(isFieldRejection(error, ['bcc'])).toBe(false);
    expect(isFieldRejection({ ...error, status: 500 }, ['cc'])).toBe(false);
  });
});
