/**
 * The preview's door: a page on the preview's origin that sets what a visitor's browser would have stored (theme,
 * language) and, for a member or an agent, signs in a demo account through the mock (SPEC §4's token in the URL),
 * then opens the page asked for. The studio frames this page, so switching a view is one navigation.
 */
export interface PreviewView {
  lang: string;
  theme: string;
  role: string;
  path: string;
}

const ACCOUNTS: Readonly<Record<string, string>> = { member: 'demo_member', agent: 'demo_agent' };

/** The view asked for, each part checked (the query comes from a URL anyone could type). */
export function previewView(query: Partial<Record<keyof PreviewView, string>>): PreviewView {
  return {
    lang: /^[A-Z]{2,3}$/.test(query.lang ?? '') ? query.lang! : '',
    theme: query.theme === 'light' ? 'light' : 'dark',
    role: query.role && query.role in ACCOUNTS ? query.role : 'visitor',
    path: /^\/[A-Za-z0-9._/-]*$/.test(query.path ?? '') ? query.path! : '/',
  };
}

export function enterPage(query: Partial<Record<keyof PreviewView, string>>, merchantCode: string | undefined): string {
  const view = previewView(query);
  const data = JSON.stringify({ ...view, account: ACCOUNTS[view.role] ?? null, merchant: merchantCode ?? null });
  // The keys the site reads: src/lib/theme/theme.ts, src/lib/i18n/language-storage.ts and language-cookie.ts.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Opening the preview</title></head>
<body><p>Opening the preview…</p><script>
const v = ${data.replace(/</g, '\\u003c')};
localStorage.setItem('theme', v.theme);
if (v.lang) {
  localStorage.setItem('curLang', v.lang);
  localStorage.setItem('hisLang', v.lang);
  document.cookie = 'wl-lang=' + v.lang + '; path=/; SameSite=Lax';
}
sessionStorage.clear();
if (!v.account) location.replace(v.path);
else
  fetch('/__mock/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(v.merchant ? { username: v.account, merchant: v.merchant } : { username: v.account }),
  })
    .then((r) => r.json())
    .then((answer) => location.replace(v.path + '?token=' + encodeURIComponent(answer.value.token)))
    .catch(() => { document.body.textContent = 'The mock gateway did not sign in ' + v.account + '.'; });
</script></body></html>`;
}
