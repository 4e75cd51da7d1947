/** Whether an e-mail address is on the team domain (TEAM_EMAIL_DOMAIN, with or without a leading @). */
export function isTeamEmail(email: string, teamDomain: string | undefined): boolean {
  const domain = teamDomain?.trim().toLowerCase().replace(/^@/, '');
  if (!domain) return false;
  const at = email.lastIndexOf('@');
  return (
    at > 0 &&
    email
      .slice(at + 1)
      .trim()
      .toLowerCase() === domain
  );
}
