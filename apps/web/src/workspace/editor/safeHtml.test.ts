import { describe, expect, it } from 'vitest';
import { safeDescription } from './safeHtml';

// DOMPurify does not walk happy-dom's trees fully (it drops a <p> yet keeps a <script>), so these
// tests hold the second layer, the copy, to the whole job: the first layer passes text through.
const html = (input: string) => {
  const host = document.createElement('div');
  host.append(safeDescription(input));
  return host.innerHTML;
};

describe('safeDescription', () => {
  it('keeps the markup the docs use', () => {
    expect(
      html(
        '<p>Puts <code>a</code> <strong>beside</strong></p><ul><li>x</li></ul><pre><code>f(1)</code></pre>',
      ),
    ).toBe(
      '<p>Puts <code>a</code> <strong>beside</strong></p><ul><li>x</li></ul><pre><code>f(1)</code></pre>',
    );
  });

  it('removes scripts, handlers, styles and other elements, keeping their text where it is text', () => {
    expect(
      html(
        '<p onclick="x()">Hi<img src="x" onerror="alert(1)"><script>alert(2)</script><div style="color:red">there</div></p>',
      ),
      // (A <div> closes the <p> as HTML parsing goes.)
    ).toBe('<p>Hi</p>there');
    expect(html('<style>p{}</style><iframe src="https://evil.example"></iframe>text')).toBe('text');
  });

  it('keeps only http(s) links, opened elsewhere', () => {
    expect(html('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(html('<a href="https://sicp.example/1.1">b</a>')).toBe(
      '<a href="https://sicp.example/1.1" target="_blank" rel="noopener noreferrer">b</a>',
    );
  });

  it('shows escaped text as text', () => {
    expect(html('a &lt;b&gt; c')).toBe('a &lt;b&gt; c');
  });
});
