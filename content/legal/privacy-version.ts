// The date of the privacy notice's last revision, apart from its text: the contact form sends
// it with each lead (the version of the notice the visitor was shown) and the lead inbox
// stores it, and neither bundles the notice itself.
export const PRIVACY_VERSION = '2026-11-27';
