/**
 * The invitation e-mail's link is `/login?id=<one-time ID>`: the ID is filled in for the
 * candidate, who then types only the password. An empty, absurdly long or odd value (a link cut
 * or mangled by a mail program) fills in nothing rather than something wrong.
 */
export function oneTimeIdFromLink(search: string): string | null {
  const id = new URLSearchParams(search).get('id')?.trim() ?? '';
  return /^[A-Za-z0-9-]{1,64}$/.test(id) ? id : null;
}
