import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { cjsDefault } from './cjs-default.ts';

describe('cjsDefault', () => {
  it('unwraps a CommonJS module object to its default export', () => {
    const Component = () => null;
    expect(cjsDefault({ default: Component })).toBe(Component);
  });

  it('keeps a component that arrived as is, including forwardRef objects', () => {
    const Plain = () => null;
    const WithRef = forwardRef(() => null);
    expect(cjsDefault(Plain)).toBe(Plain);
    expect(cjsDefault(WithRef)).toBe(WithRef);
  });
});
