import { CardGridSection } from '../components/card-grid-section.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { SummaryCard } from '../components/summary-card.tsx';
import { projectCoverAlt } from '../content/project-covers.ts';
import { projectImage, projects } from '../content/projects.ts';

export default function ProjectsPage() {
  return (
    <>
      <PageHero
        title="Our Projects"
        lead="Besides client work, we build and run our own software products. Hundreds of organisations use them every day, and every one of them teaches us something we bring to client projects."
      />
      <CardGridSection label="Our products">
        {projects.map((project, index) => (
          <SummaryCard
            key={project.slug}
            title={project.title}
            summary={project.summary}
            to={`/projects/${index}`}
            more="Learn More"
            className="card project-card"
          >
            <img
              src={projectImage(project.slug)}
              width="640"
              height="400"
              alt={projectCoverAlt[project.slug]}
              loading={index < 3 ? undefined : 'lazy'}
              // The first cover is usually the largest thing in the first view: fetched first.
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
              className="project-card__image"
            />
          </SummaryCard>
        ))}
      </CardGridSection>
    </>
  );
}
