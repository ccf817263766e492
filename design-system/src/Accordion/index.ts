export { Accordion } from './Accordion.tsx';
export type {
  AccordionItem,
  AccordionMultipleProps,
  AccordionProps,
  AccordionSingleProps,
} from './Accordion.tsx';
