/** The design system: every page builds from these. Tokens live in web/src/styles/index.css (`@theme`). */
export { Accordion, type AccordionItem } from './Accordion';
export { Badge, Chip } from './Badge';
export { Button, ButtonLink, buttonClasses, type ButtonVariant } from './Button';
export { Card } from './Card';
export { Dialog } from './Dialog';
export { Checkbox, Input, Select, Textarea } from './Field';
export { Eyebrow, Heading, Lead } from './Heading';
export { FALLBACK_IMAGE, IMAGE_SIZES, Image } from './Image';
export { Container, Section } from './Layout';
export { Marquee } from './Marquee';
export { Skeleton, Spinner } from './Spinner';
export { Toaster, dismissNotifications, notifyError, notifySuccess } from './Toaster';
export { VisuallyHidden } from './VisuallyHidden';
export * from './icons';
