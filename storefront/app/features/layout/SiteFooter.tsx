import type { MenuObject } from '@vitrina/contracts/content';
import { Container } from '@vitrina/design-system';
import { useLingui } from '@lingui/react/macro';
import { NewsletterForm } from '../content/forms/NewsletterForm.tsx';
import { CookieSettingsButton } from './furniture/CookieSettingsButton.tsx';
import type { SiteFurniture } from './furniture/siteConfiguration.server.ts';
import { MenuItemLink } from './MenuItemLink.tsx';
import * as styles from './SiteFooter.css.ts';

/**
 * Footer columns from the content menus footer_main_1 to footer_main_4, then the configured
 * footer (text, logo, social links, copyright) and the cookie settings.
 */
export function SiteFooter({
  menus,
  configuration,
}: {
  menus: MenuObject[];
  configuration?: SiteFurniture['footer'];
}) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.newsletter}>
          <NewsletterForm source="footer" />
        </div>
        {menus.length ? (
          <div className={styles.columns}>
            {menus.map((menu) => (
              <nav key={menu.code} aria-labelledby={`footer-${menu.code}`}>
                <h2 id={`footer-${menu.code}`} className={styles.heading}>
                  {menu.title}
                </h2>
                <ul className={styles.list}>
                  {menu.items.map((item) => (
                    <li key={item.id}>
                      <MenuItemLink item={item} className={styles.link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : null}
        {configuration ? (
          <div className={styles.about}>
            {configuration.image ? (
              <img
                src={configuration.image.src}
                srcSet={configuration.image.srcSet}
                alt={configuration.image.alt}
                width={160}
                height={48}
                loading="lazy"
                className={styles.logo}
              />
            ) : null}
            {configuration.text ? <p className={styles.text}>{configuration.text}</p> : null}
            {configuration.socialLinks.length ? (
              <ul className={styles.social} aria-label={t`Follow us`}>
                {configuration.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className={styles.link}
                    >
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {configuration?.copyright ?? t`© ${year} Vitrina. All rights reserved.`}
          </p>
          <CookieSettingsButton />
        </div>
      </Container>
    </footer>
  );
}
