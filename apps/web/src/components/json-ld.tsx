import { jsonForScript } from '@aangan/domain';

/** Structured data for search engines; browsers never run it, so the CSP's script rules do not apply. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built by the domain, with `<` escaped (jsonForScript).
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
