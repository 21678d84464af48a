// The sandbox insurer's logo: a shield with a green card, served as SVG by GET /company/logo/:id.
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="Sandbox Insurance">
  <path d="M24 2 L44 9 V24 C44 36 35 43 24 46 C13 43 4 36 4 24 V9 Z" fill="#1f7a3f"/>
  <rect x="13" y="16" width="22" height="15" rx="2" fill="#ffffff"/>
  <rect x="16" y="20" width="16" height="2.5" fill="#1f7a3f"/>
  <rect x="16" y="25" width="10" height="2.5" fill="#1f7a3f"/>
  <text x="54" y="22" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="#1f3b2a">Sandbox</text>
  <text x="54" y="40" font-family="Arial, Helvetica, sans-serif" font-size="15" fill="#1f3b2a">Insurance</text>
</svg>
`;
