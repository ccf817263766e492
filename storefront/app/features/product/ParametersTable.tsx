import { useLingui } from '@lingui/react/macro';
import { AppLink } from '@vitrina/design-system';
import type { DetailParameter } from './productParameters.ts';
import * as styles from './ParametersTable.css.ts';

/** The product's parameters (already filtered by spec §5) with value descriptions and links. */
export function ParametersTable({ parameters }: { parameters: readonly DetailParameter[] }) {
  const { t } = useLingui();
  if (parameters.length === 0) return <p>{t`This product has no parameters listed.`}</p>;
  return (
    <table className={styles.table}>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={parameter.id}>
            <th scope="row" className={styles.name}>
              {parameter.title}
              {parameter.description ? (
                <span className={styles.description}>{parameter.description}</span>
              ) : null}
            </th>
            <td className={styles.value}>
              <ul className={styles.values}>
                {parameter.values.map((value) => (
                  <li key={value.id}>
                    {value.href ? <AppLink href={value.href}>{value.title}</AppLink> : value.title}
                    {value.descriptionShort ? (
                      <span className={styles.description}>{value.descriptionShort}</span>
                    ) : null}
                    {value.descriptionLong ? (
                      <details className={styles.more}>
                        <summary>{t`More about ${value.title}`}</summary>
                        <p>{value.descriptionLong}</p>
                      </details>
                    ) : null}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
