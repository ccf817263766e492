import type { Locale } from '@vitrina/contracts';
import { defaultThemeName, isThemeName, themeNames, themes } from '@vitrina/design-system';
import type { ThemeName } from '@vitrina/design-system';
import { useId, useMemo, useState } from 'react';
import type { BlockData, NewsletterSubmit } from '../blocks/shared/blockData.ts';
import { Blocks } from '../blocks/Blocks/Blocks.tsx';
import { ContentProvider } from '../content/ContentProvider.tsx';
import type { ContentSettings } from '../content/contentContext.ts';
import { RichText } from '../RichText/RichText.tsx';
import { validateContent } from '../schemas/validateContent.ts';
import * as styles from './ContentPlayground.css.ts';
import { PreviewBoundary } from './PreviewBoundary.tsx';

export interface ContentPlaygroundProps {
  /** JSON shown at start (a document, a block list or a page with content_blocks). */
  initialJson: string;
  initialLocale?: Locale;
  initialTheme?: ThemeName;
  /** Products and categories for blocks that reference them, per locale. */
  data?: Partial<Record<Locale, BlockData>>;
  onNewsletterSubmit?: NewsletterSubmit;
  /** URL builders, route resolver and shop host for the preview. */
  settings?: Partial<Omit<ContentSettings, 'locale'>>;
}

const locales = ['cs', 'en'] as const satisfies readonly Locale[];

/**
 * For content editors: paste content JSON as the content server returns it, pick language and
 * theme, and see it rendered. Problems are listed with their path; the preview never goes blank.
 */
export function ContentPlayground({
  initialJson,
  initialLocale = 'cs',
  initialTheme = defaultThemeName,
  data,
  onNewsletterSubmit,
  settings,
}: ContentPlaygroundProps) {
  const [json, setJson] = useState(initialJson);
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [theme, setTheme] = useState<ThemeName>(initialTheme);
  const ids = { json: useId(), locale: useId(), theme: useId(), issues: useId() };
  const result = useMemo(() => validateContent(json), [json]);

  return (
    <div className={styles.layout}>
      <div className={styles.editor}>
        <div className={styles.controls}>
          <div className={styles.field}>
            <label htmlFor={ids.locale}>Language</label>
            <select
              id={ids.locale}
              className={styles.select}
              value={locale}
              onChange={(event) => setLocale(event.target.value === 'en' ? 'en' : 'cs')}
            >
              {locales.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.theme}>Theme</label>
            <select
              id={ids.theme}
              className={styles.select}
              value={theme}
              onChange={(event) => isThemeName(event.target.value) && setTheme(event.target.value)}
            >
              {themeNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.json}>Content JSON</label>
          <textarea
            id={ids.json}
            className={styles.textarea}
            value={json}
            spellCheck={false}
            aria-describedby={ids.issues}
            aria-invalid={result.issues.length > 0}
            onChange={(event) => setJson(event.target.value)}
          />
        </div>
        <div id={ids.issues}>
          {result.issues.length > 0 ? (
            <div role="alert" className={styles.issues}>
              <strong>
                {result.issues.length === 1 ? '1 problem' : `${result.issues.length} problems`}
                {result.kind === 'invalid' ? ': nothing to preview' : ': previewing what renders'}
              </strong>
              <ul className={styles.issueList}>
                {result.issues.slice(0, 50).map((issue, index) => (
                  <li key={index}>
                    <span className={styles.issuePath}>{issue.path}</span>: {issue.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p role="status" className={styles.valid}>
              Valid {result.kind === 'doc' ? 'rich-text document' : 'block list'}.
            </p>
          )}
        </div>
      </div>
      <section aria-label="Preview" className={`${themes[theme]} ${styles.preview}`}>
        <PreviewBoundary
          key={`${json}\u0000${locale}`}
          fallback={(message) => (
            <p role="alert" className={styles.issues}>
              This content cannot be previewed: {message}
            </p>
          )}
        >
          <ContentProvider {...settings} locale={locale}>
            {result.kind === 'doc' ? <RichText content={result.doc} /> : null}
            {result.kind === 'blocks' ? (
              <Blocks
                blocks={result.blocks}
                data={data?.[locale]}
                onNewsletterSubmit={onNewsletterSubmit}
              />
            ) : null}
          </ContentProvider>
        </PreviewBoundary>
      </section>
    </div>
  );
}
