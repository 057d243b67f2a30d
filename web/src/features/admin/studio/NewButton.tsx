import { Button } from '../../../ui';
import { useCanEdit } from './StudioParts';

/** The "new item" action, only for roles that may write. */
export function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return useCanEdit() ? <Button size="sm" onClick={onClick}>{label}</Button> : null;
}
