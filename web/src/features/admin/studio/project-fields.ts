/*
 * What the project form calls each stored field, and the one line under it: editors read words, not column names.
 * Fields of the page's sections are named after the section (`hero_section_1_media_url` → 'First hero picture or
 * video'), the rest one by one.
 */

export type FieldText = { label: string; hint: string };

const ownFields: Record<string, FieldText> = {
  title: { label: 'Title', hint: "The project's name: the heading of its page and of its card on the Work page." },
  slug: { label: 'Page address', hint: 'Made from the name; edit it to choose your own. Lower-case letters, digits and hyphens.' },
  project_type: { label: 'Page layout', hint: 'The default template, or the sculpted layout built from the sections below.' },
  category: { label: 'Category', hint: 'A short line on the card, such as "Web design".' },
  description: { label: 'Summary', hint: 'The paragraph under the heading; also what search results show.' },
  image_url: { label: 'Card picture', hint: 'Shown on the Work page card and at the top of the project page.' },
  services: { label: 'Services', hint: 'What the agency did, separated by commas.' },
  client: { label: 'Client name', hint: 'As the client writes it.' },
  country: { label: 'Country', hint: 'Where the client is based.' },
  industry: { label: 'Industries', hint: "The Work page's filter uses these; separate several with commas." },
  scope: { label: 'Scope', hint: 'The kind of engagement, such as "Full rebrand".' },
  visit_site_url: { label: "Client's website", hint: 'The live site (https://…), linked as "Visit site" on the page.' },
  featured: { label: 'Featured project', hint: 'Marks the project as a highlight in what the content API gives out.' },
  published: { label: 'Published (visible on the site)', hint: 'Off keeps the project a draft that only staff see.' },
  publish_at: { label: 'Publish at', hint: 'Leave empty to go live on saving.' },
  results: { label: 'Results', hint: "Up to three lines such as '3x revenue', one per line." },
  scope_of_work_text: { label: 'Scope of work text', hint: 'What the work covered, beside the about text.' },
  user_centered_design_text: { label: 'User-centred design text', hint: 'A paragraph on how the design served its users.' },
};

/** The page's sections by the prefix of their fields, longest first so `about_scope_banner` wins over `about_scope`. */
const sections: [prefix: string, name: string][] = (
  [
    ['hero_section_1', 'first hero'],
    ['hero_banner_1', 'hero banner 1'],
    ['hero_section_text', 'hero with text'],
    ['hero_banner_2', 'hero banner 2'],
    ['about_scope_right_image', 'about section side picture'],
    ['about_scope_banner', 'about section banner'],
    ['about_scope', 'about section'],
    ['section_1_2_banner', 'banner under text sections 1 and 2'],
    ['section_1', 'text section 1'],
    ['section_2', 'text section 2'],
    ['user_centered_banner', 'user-centred design banner'],
    ['behind_scenes', 'behind-the-scenes section'],
    ['client_testimonial', 'client testimonial'],
    ['duplicate_hero_text', 'second hero with text'],
    ['three_column_section', 'three-column section'],
    ['column_1', 'column 1'],
    ['column_2', 'column 2'],
    ['column_3', 'column 3'],
    ['achievements_section', 'achievements section'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a section's field says, by the part of its name after the section's prefix. */
function sectionFieldText(name: string, rest: string): FieldText | undefined {
  if (rest === '_enabled') return { label: `Show the ${name}`, hint: 'Off hides this part of the page.' };
  if (rest === '_overlay_enabled') return { label: `Darken the ${name}`, hint: 'A dark layer over the picture or video keeps its text readable.' };
  if (rest === '_overlay_opacity') return { label: `Darkness of the ${name} layer`, hint: '0 (clear) to 1 (black), or a percentage such as 50.' };
  if (/^(_media|_banner)?_type$/.test(rest)) return { label: `${capitalised(name)}: picture or video`, hint: 'Which kind of file the address below holds.' };
  if (/^(_media|_banner)?_url$/.test(rest)) return { label: `${capitalised(name)} picture or video`, hint: 'Upload a file, or paste the address of one already uploaded.' };
  if (/^(_section)?_(title|headline)$/.test(rest)) return { label: `${capitalised(name)} heading`, hint: 'A short line above the text.' };
  if (/^(_section)?_(text|description)$/.test(rest)) return { label: `${capitalised(name)} text`, hint: 'The paragraph shown in this part of the page.' };
  return undefined;
}

/** The label and hint of a project field; a field no rule names shows its name in words, never its column name. */
export function projectFieldText(field: string): FieldText {
  const own = ownFields[field];
  if (own) return own;
  const achievement = /^achievement_(\d)_(number|label)$/.exec(field);
  if (achievement) {
    return achievement[2] === 'number'
      ? { label: `Achievement ${achievement[1]} figure`, hint: 'A number such as 3x or 40%.' }
      : { label: `Achievement ${achievement[1]} caption`, hint: "What the figure measures, such as 'more leads'." };
  }
  for (const [prefix, name] of sections) {
    if (!field.startsWith(`${prefix}_`)) continue;
    const text = sectionFieldText(name, field.slice(prefix.length));
    if (text) return text;
  }
  return { label: capitalised(field.replace(/_/g, ' ')), hint: '' };
}
