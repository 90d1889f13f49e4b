import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { oneTimeLoginSchema } from '../../shared/contract/one-time-login.ts';
import { handleError } from './errors.ts';
import { limitBody, validateJson } from './validate-json.ts';

const schema = object({
  name: string().trim().required('Name is required').max(10, 'Name is too long'),
  age: number().typeError('Age must be a number').required('Age is required'),
});

const app = new Hono()
  .post('/people', limitBody(200), ...validateJson(schema), (c) => c.json(c.req.valid('json')))
  .onError(handleError);

const post = (body: string, type = 'application/json') =>
  app.request('/people', { method: 'POST', body, headers: { 'content-type': type } });

describe('validateJson', () => {
  it('passes a valid body on, trimmed and without unknown fields', async () => {
    const res = await post(JSON.stringify({ name: ' Asha ', age: 31, admin: true }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Asha', age: 31 });
  });

  it("answers 400 with the first failing field's message", async () => {
    const res = await post(JSON.stringify({ age: 'old' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Name is required' });
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    for (const body of ['{"name": "Asha",', '[1,2]', 'null']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
  });

  it('answers 400 for a U+0000 in any string or key, which PostgreSQL text cannot hold', async () => {
    for (const body of [
      { name: 'A\u0000', age: 3 },
      { name: 'Asha', age: 3, extra: ['fine', { deep: 'x\u0000' }] },
      { name: 'Asha', age: 3, 'k\u0000': 1 },
    ]) {
      const res = await post(JSON.stringify(body));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(
        'The request contains a character that is not allowed (U+0000).',
      );
    }
    expect((await post(JSON.stringify({ name: 'A\\u0000', age: 3 }))).status).toBe(200);
  });

  it('answers 400 for a prototype key anywhere, which trips yup', async () => {
    for (const body of [
      '{"__proto__": {"admin": true}, "name": "Asha", "age": 3}',
      '{"constructor": 1, "name": "Asha", "age": 3}',
      '{"name": "Asha", "age": 3, "x": [{"prototype": 1}]}',
    ]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect((await res.json()).message).toMatch(/field name that is not allowed/);
    }
  });

  it('answers 400 for nesting deeper than any body needs, however deep', async () => {
    const body = `{"name": "Asha", "age": 3, "x": ${'['.repeat(6000)}${']'.repeat(6000)}}`;
    const deepApp = new Hono()
      .post('/people', ...validateJson(schema, { maxBytes: 64 * 1024 }), (c) => c.json({}))
      .onError(handleError);
    const res = await deepApp.request('/people', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/nested too deeply/);
  });

  it('answers 400 for an array or object where text is expected', async () => {
    const strict = new Hono()
      .post('/login', ...validateJson(oneTimeLoginSchema), (c) => c.json({}))
      .onError(handleError);
    for (const body of [
      { oneTimeId: [], password: 'secret-1' },
      { oneTimeId: {}, password: 'secret-1' },
      { oneTimeId: 'A-1', password: ['secret-1'] },
      { oneTimeId: true, password: 'secret-1' },
    ]) {
      const res = await strict.request('/login', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message).toMatch(/must be text$/);
    }
  });

  it('answers 400 for an object whose own toString or valueOf shadows the real one', async () => {
    const strict = new Hono()
      .post('/login', ...validateJson(oneTimeLoginSchema), (c) => c.json({}))
      .onError(handleError);
    // yup turns a value into text or a number through these members: a string or a number in
    // their place threw a TypeError ("value.toString is not a function"), a 500.
    for (const body of [
      '{"oneTimeId": {"toString": "x"}, "password": "secret-1"}',
      '{"oneTimeId": "A-1", "password": {"valueOf": 1}}',
      '{"oneTimeId": {"toString": {"toString": 1}}, "password": "secret-1"}',
      '{"oneTimeId": "A-1", "password": "secret-1", "x": [{"hasOwnProperty": 1}]}',
    ]) {
      const res = await strict.request('/login', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, body).toBe(400);
      expect((await res.json()).message).toMatch(/field name that is not allowed \(\w+\)/);
    }
  });

  it('answers 400 for a lone surrogate in any string or key, and takes a paired one', async () => {
    for (const body of [
      '{"name": "A\\ud800", "age": 3}',
      '{"name": "Asha", "age": 3, "x": ["\\udfff"]}',
      '{"name": "Asha", "age": 3, "\\ud83d": 1}',
      '{"name": "\\ude00\\ud83d", "age": 3}',
    ]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect((await res.json()).message).toBe(
        'The request contains text that is not valid Unicode (a lone surrogate such as \\ud800).',
      );
    }
    // An emoji is a surrogate pair in JSON's escapes: a real character, taken.
    const res = await post('{"name": "A\\ud83d\\ude00", "age": 3}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'A\u{1F600}', age: 3 });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await post('name=Asha&age=3', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect((await res.json()).message).toContain('Content-Type: application/json');
  });

  it('answers 413 for an oversize body', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(500), age: 1 }));
    expect(res.status).toBe(413);
    expect((await res.json()).success).toBe(false);
  });
});
