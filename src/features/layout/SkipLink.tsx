// "Hoppa till innehållet": the first Tab stop of every page leads past the header and menu to the
// page's own content (WCAG 2.4.1), where the first job card is otherwise about 22 Tab stops away.
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'innehall';

export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Hoppa till innehållet
    </a>
  );
}
