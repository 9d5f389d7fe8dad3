// Build-time settings the web app reads (Vite exposes only VITE_-prefixed variables).
interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_BUSINESS_PHONE?: string;
  readonly VITE_OFFICE_ADDRESS?: string;
}
