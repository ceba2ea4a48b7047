/** Text put into HTML (an email, a page drawn for a driver) as text, never as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
