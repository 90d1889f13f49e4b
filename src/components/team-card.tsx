import type { TeamMember } from '../content/team.ts';

/** One team member: portrait, name, role and a line about them. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="team-card">
      <img
        className="team-card__portrait"
        src={member.image}
        width="128"
        height="128"
        alt={`Portrait illustration of ${member.name}`}
        loading="lazy"
        decoding="async"
      />
      <h3>{member.name}</h3>
      <p className="team-card__position">{member.position}</p>
      <p>{member.description}</p>
    </article>
  );
}
