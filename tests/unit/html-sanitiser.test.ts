// The post sanitiser against known XSS payloads (OWASP filter-evasion cheat sheet style): whatever goes in, what
// comes out holds only allow-listed tags with allow-listed attributes and safe addresses, and no payload's
// marker survives as markup.
import { describe, expect, it } from 'vitest';
import { isSafeHref, isSafeImageSrc, sanitiseHtml } from '../../src/server/lib/html-sanitiser';

const PAYLOADS = [
  '<script>window.xss=1</script>',
  '<SCRIPT SRC=https://evil.test/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<img src=x onerror=alert(1)>',
  '<img src="/media/x/1200.jpg" onload="alert(1)">',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="jav&#x0A;ascript:alert(1)">newline</a>',
  '<a href=" &#14;  javascript:alert(1)">leading</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.test/">protocol-relative</a>',
  '<a href="/\\evil.test/">backslash</a>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<BODY ONLOAD=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.test/x.swf">',
  '<div style="background-image: url(javascript:alert(1))">styled</div>',
  '<p style="width: expression(alert(1))">expression</p>',
  "<STYLE>@import'https://evil.test/xss.css';</STYLE>",
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<BASE HREF="javascript:alert(1);//">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="https://ok.test" onmouseover="alert(1)">hover</a>',
  '<p onclick="alert(1)">click</p>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">padded</a>',
  '<img src="https://ok.test/a.png" srcset="javascript:alert(1) 1x">',
  '<a xlink:href="javascript:alert(1)">xlink</a>',
  '<h1 id="x" class="y" data-x="1">heading</h1>',
];

const ALLOWED_TAGS = new Set(['h1', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img']);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
};

/** Checks sanitiser output strictly: every `<` opens a well-formed allowed tag with allowed, safe attributes. */
function assertInert(html: string) {
  const tag = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>/g;
  const rest = html.replace(tag, (_whole, _close, name: string, attributes: string) => {
    expect(ALLOWED_TAGS, html).toContain(name);
    for (const [, attribute, value] of attributes.matchAll(/\s+([a-z-]+)="([^"]*)"/g)) {
      expect(ALLOWED_ATTRIBUTES[name]?.has(attribute!), `${attribute} on ${name} in ${html}`).toBe(true);
      const decoded = value!.replace(/&amp;/g, '&');
      if (attribute === 'href') expect(isSafeHref(decoded), html).toBe(true);
      if (attribute === 'src') expect(isSafeImageSrc(decoded), html).toBe(true);
      if (name === 'a' && attribute === 'rel') expect(decoded).toBe('noopener nofollow');
    }
    return '';
  });
  expect(rest, html).not.toMatch(/</);
}

describe('the post sanitiser', () => {
  it.each(PAYLOADS)('leaves %s inert', (payload) => {
    // An unclosed svg, math or noscript swallows what follows it, as a browser would parse it.
    const clean = sanitiseHtml(`<p>before</p>${payload}<p>after</p>`);
    assertInert(clean);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|on[a-z]+=|style=|<script|<iframe|<svg/i);
    expect(clean).toMatch(/^<p>before<\/p>/);
    expect(sanitiseHtml(clean)).toBe(clean);
  });

  it('keeps every allowed element, adds rel to links and maps b and i', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><p><b>bold</b> <i>it</i> <strong>s</strong> <em>e</em></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><a href="mailto:desk@demo.test">mail</a>' +
      '<a href="/blog/other">local</a><img src="https://cdn.test/a.jpg" alt="a" width="600" height="300">' +
      '<img src="/media/4f1c/1200.webp" alt="">';
    expect(sanitiseHtml(html)).toBe(
      '<h1>A</h1><h2>B</h2><h3>C</h3><p><strong>bold</strong> <em>it</em> <strong>s</strong> <em>e</em></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<a href="mailto:desk@demo.test" rel="noopener nofollow">mail</a>' +
        '<a href="/blog/other" rel="noopener nofollow">local</a>' +
        '<img src="https://cdn.test/a.jpg" alt="a" width="600" height="300" />' +
        '<img src="/media/4f1c/1200.webp" alt="" />',
    );
  });

  it('drops images from plain http or other sites paths, and headings below h3 to their text', () => {
    expect(sanitiseHtml('<img src="http://cdn.test/a.jpg"><img src="/uploads/a.jpg"><h4>four</h4>')).toBe(
      'four',
    );
  });

  it('judges addresses as browsers would', () => {
    for (const safe of [
      'https://a.test/x',
      'HTTP://a.test',
      'mailto:a@b.test',
      '/blog/x',
      'x/y',
      '#top',
      '?q=1',
    ])
      expect(isSafeHref(safe), safe).toBe(true);
    for (const unsafe of [
      'javascript:alert(1)',
      ' java\tscript:x',
      'data:text/html,x',
      '//evil.test',
      '/\\evil.test',
      'tel:1',
    ])
      expect(isSafeHref(unsafe), unsafe).toBe(false);
  });
});
