import { AppLink } from '../components/app-link.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { projectCoverAlt } from '../content/project-covers.ts';
import { projectImage, projects } from '../content/projects.ts';

export default function ProjectsPage() {
  return (
    <>
      <PageHero
        title="Our Projects"
        lead="Besides client work, we build and run our own software products. Hundreds of organisations use them every day, and every one of them teaches us something we bring to client projects."
      />
      <section className="section" aria-label="Our products">
        <ul className="card-grid">
          {projects.map((project, index) => (
            <li key={project.slug} className="card project-card">
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
              <h2>{project.title}</h2>
              <p>{project.summary}</p>
              <AppLink to={`/projects/${index}`} className="card__link">
                Learn More<span className="visually-hidden"> about {project.title}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
