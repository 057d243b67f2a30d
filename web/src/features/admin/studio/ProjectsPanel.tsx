import { Fragment, useState, type FormEvent } from 'react';
import type { Project } from '../../../../../shared/content/schemas';
import { projectIndustries } from '../../../../../shared/content/project-match';
import { projectFieldGroups } from '../../../../../shared/content/studio-schemas';
import { isLiveProject, projectPath } from '../../../../../shared/content/site-content';
import { Checkbox, Input, Select, Textarea } from '../../../ui';
import { Panel } from '../Panel';
import { NewButton } from './NewButton';
import { useCollection } from './studio-queries';
import { ItemHistory, useItemActions } from './ItemEditing';
import { EditorHeading, FieldGroup, FormActions, MediaField, PublishAtField, SlugField, StudioList, useCanEdit, useScheduleNote, NothingSelected } from './StudioParts';
import { projectFieldText } from './project-fields';
import { useConfirmLeave } from '../unsaved-changes';

type Values = Record<string, unknown>;

/** The results a Results box holds: one per non-empty line, each trimmed. */
const resultsLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const SERVER_FIELDS = ['id', 'created_at', 'updated_at', 'version'];

/** Projects: every field of the table, grouped as the project page lays it out, each group collapsible. */
export function ProjectsPanel() {
  const projects = useCollection('projects');
  const confirmLeave = useConfirmLeave();
  const [selected, setSelected] = useState<string | 'new' | undefined>();
  // Raised to give the form a fresh copy of the stored project (after someone else's save, or a restore).
  const [reloads, setReloads] = useState(0);
  const current = projects.data?.find((project) => project.id === selected);
  const reload = () => void projects.refetch().then(() => setReloads((count) => count + 1));
  const scheduleNote = useScheduleNote();
  return (
    <Panel title="Projects" description="Case studies on /work and /projects. The sculpted layout uses the hero, banner and column groups." actions={<NewButton label="New project" onClick={() => confirmLeave() && setSelected('new')} />}>
      <div className="grid min-w-0 gap-8 xl:grid-cols-[22rem_1fr]">
        <StudioList
          label="projects"
          rows={(projects.data ?? []).map((project) => ({
            id: project.id,
            title: project.title,
            detail: `/projects/${project.slug} · ${project.project_type} · ${project.industry}`,
            published: project.published !== false,
            groups: projectIndustries(project),
            note: scheduleNote(project),
          }))}
          groupLabel="Filter by industry"
          selected={selected}
          onSelect={setSelected}
          loading={projects.isPending}
          error={projects.error ?? undefined}
          onRetry={() => void projects.refetch()}
        />
        {selected ? <ProjectForm key={`${selected}-${reloads}`} project={current} onDone={setSelected} onReload={reload} /> : <NothingSelected>Choose a project to read or edit it.</NothingSelected>}
      </div>
    </Panel>
  );
}

function ProjectForm({ project, onDone, onReload }: { project?: Project; onDone: (id?: string) => void; onReload: () => void }) {
  const canEdit = useCanEdit();
  const [values, setValues] = useState<Values>(() => (project ? { ...project, published: project.published !== false } : { project_type: 'default', published: false }));
  // The Results box as typed, blank lines and all: only the save turns it into the list of results.
  const [resultsText, setResultsText] = useState(() => ((project?.results as string[] | undefined) ?? []).join('\n'));
  const actions = useItemActions('projects', { item: project, draft: { values, resultsText }, onDone, onReload });
  const [slugTouched, setSlugTouched] = useState(Boolean(project));
  const { errors } = actions;
  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = Object.fromEntries(Object.entries(values).filter(([name, value]) => !SERVER_FIELDS.includes(name) && value !== '' && value !== undefined));
    if (!slugTouched) delete fields.slug;
    const results = resultsLines(resultsText);
    if (results.length > 0 || project?.results) fields.results = results;
    actions.save(fields);
  };

  const field = (name: string) => {
    const value = values[name];
    const text = projectFieldText(name);
    const common = { label: text.label, hint: text.hint, error: errors[name] };
    if (name === 'slug') {
      return <SlugField pathPrefix="/projects/" title={String(values.title ?? '')} value={String(value ?? '')} touched={slugTouched} onTouched={() => setSlugTouched(true)} onChange={(slug) => set('slug', slug)} error={errors.slug} disabled={!canEdit} />;
    }
    if (name === 'featured' || name === 'published' || name.endsWith('_enabled')) {
      return <Checkbox {...common} checked={value === true} onChange={(event) => set(name, event.target.checked)} />;
    }
    if (name === 'publish_at') {
      return <PublishAtField value={value as string | undefined} error={errors.publish_at} disabled={!canEdit} onChange={(at) => set(name, at)} />;
    }
    if (name === 'project_type') {
      return (
        <Select {...common} value={String(value ?? 'default')} onChange={(event) => set(name, event.target.value)}>
          <option value="default">Default template</option>
          <option value="sculpted">Sculpted layout</option>
        </Select>
      );
    }
    if (name.endsWith('_type')) {
      return (
        <Select {...common} value={String(value ?? '')} onChange={(event) => set(name, event.target.value || undefined)}>
          <option value="">None</option>
          <option value="image">Image</option>
          <option value="video">Video</option>
        </Select>
      );
    }
    if (name.endsWith('_opacity')) {
      return <Input {...common} type="number" min={0} max={100} step="any" value={value === undefined ? '' : String(value)} onChange={(event) => set(name, event.target.value === '' ? undefined : Number(event.target.value))} />;
    }
    if (name === 'visit_site_url') {
      return <Input {...common} type="url" inputMode="url" placeholder="https://" value={String(value ?? '')} onChange={(event) => set(name, event.target.value)} />;
    }
    if (name.endsWith('_url')) {
      return <MediaField label={text.label} hint={text.hint} value={String(value ?? '')} error={errors[name]} disabled={!canEdit} accept="image/*,video/mp4,video/webm" onChange={(url) => set(name, url)} />;
    }
    if (name === 'results') {
      return (
        <Textarea {...common} rows={3} value={resultsText} onChange={(event) => setResultsText(event.target.value)} />
      );
    }
    if (name === 'description' || name.endsWith('_text') || name.endsWith('_description')) {
      return <Textarea {...common} rows={4} value={String(value ?? '')} onChange={(event) => set(name, event.target.value)} />;
    }
    return <Input {...common} required={name === 'title'} value={String(value ?? '')} onChange={(event) => set(name, event.target.value)} />;
  };

  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-label={project ? `Edit ${project.title}` : 'New project'}>
      <EditorHeading>{project ? project.title : 'New project'}</EditorHeading>
      <fieldset disabled={!canEdit} className="contents">
        {projectFieldGroups.map((group, index) => (
          <FieldGroup key={group.id} title={group.title} open={index === 0 || group.fields.some((name) => errors[name])}>
            {group.fields.map((name) => (
              <Fragment key={name}>{field(name)}</Fragment>
            ))}
          </FieldGroup>
        ))}
      </fieldset>
      <FormActions
        canEdit={canEdit}
        saving={actions.saving}
        isNew={!project}
        onDelete={() => project && actions.remove(project)}
        preview={project && { kind: 'project', id: project.id }}
        error={actions.failure}
        livePath={project && isLiveProject(project, new Date()) ? projectPath(project) : undefined}
      />
      {project && <ItemHistory kind="projects" id={project.id} canEdit={canEdit} onRestored={onReload} />}
      {actions.conflictDialog}
    </form>
  );
}
