import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// The unit tests render with what the build ships (vite.config.ts, docs/decisions.md "Preact for
// React"): React's names are Preact's compatibility layer here too.
describe('the renderer', () => {
  it('is Preact through preact/compat, as in the build', () => {
    expect(React.createElement).toBe(compat.createElement);
    expect(React.useState).toBe(compat.useState);
    expect(ReactDOM.createPortal).toBe(compat.createPortal);
    expect(ReactDOMClient.createRoot).toBe(compatClient.createRoot);
  });
});
