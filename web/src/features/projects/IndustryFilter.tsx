import { defaultIndustryFilter, industryFilterOptions, industryLabel, type IndustryFilter as Filter } from '../../../../shared/content/industries';
import { Chip, Select } from '../../ui';

/** The Work filter: a dropdown under 1024 px, a row of pills from 1024 px up; the active one is highlighted. */
export function IndustryFilter({ value, onChange }: { value: Filter; onChange: (filter: Filter) => void }) {
  return (
    <div>
      <Select
        label="Industry"
        placeholder="Select Industry"
        className="max-w-sm lg:hidden"
        value={value}
        onChange={(event) => onChange((event.target.value || defaultIndustryFilter) as Filter)}
      >
        {industryFilterOptions.map((option) => (
          <option key={option} value={option}>
            {industryLabel(option)}
          </option>
        ))}
      </Select>
      <div role="group" aria-label="Filter projects by industry" className="hidden flex-wrap gap-2 lg:flex">
        {industryFilterOptions.map((option) => (
          <Chip key={option} selected={option === value} onClick={() => onChange(option)}>
            {industryLabel(option)}
          </Chip>
        ))}
      </div>
    </div>
  );
}
