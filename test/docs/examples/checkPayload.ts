import { InvalidPayloadError, checkPayload, validatePayload, widgetRenderSchema } from 'cameo-ui/core';

const body: unknown = JSON.parse('{"data": {"cards": []}, "version": "7"}');

const checked = checkPayload(widgetRenderSchema, body); // never throws
if (!checked.ok) console.log(checked.issues); // [{ path: 'version', message: 'expected a number, got a string' }]

try {
  validatePayload('render', widgetRenderSchema, body, 'GET /my/board');
} catch (error) {
  if (error instanceof InvalidPayloadError) console.log(error.source, error.message);
  // render GET /my/board: invalid render result: version: expected a number, got a string
}
