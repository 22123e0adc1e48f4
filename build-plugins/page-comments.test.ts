import { expect, it } from 'vitest';
import { withoutComments } from './page-comments.ts';

it("drops the page's comments and its scripts' comment lines, keeping the servers' markers and the code", () => {
  const page = `<head><!--wl-merchant--><script>
      // why the token moves
      const url = 'https://a.example/x'; // kept: not a whole line
    </script></head><body><div id="root"><!--first-screen--><!-- a note --><p>x</p><!--/first-screen--></div>
    <!-- scripts off --><noscript>on</noscript><script type="application/json">{"a":"//b"}</script></body>`;
  const built = withoutComments(page);
  expect(built).toContain('<!--wl-merchant-->');
  expect(built).toContain('<!--first-screen--><p>x</p><!--/first-screen-->');
  expect(built).not.toMatch(/a note|scripts off|why the token/);
  expect(built).toContain("const url = 'https://a.example/x'; // kept: not a whole line");
  expect(built).toContain('{"a":"//b"}');
});
