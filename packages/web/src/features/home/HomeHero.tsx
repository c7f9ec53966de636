// VitePress' home page layout: a hero with the site's name, a line of text, a tagline, an image
// and buttons, then cards of features. Every address comes from the author's front matter, so
// each one is checked before it becomes a link or an image.
import type { HomeAction, HomeFeature, HomeHero as Hero } from "@rxdocs/contract";
import { isExternalUrl } from "@rxdocs/markdown";
import type { ReactNode } from "react";
import { Link } from "../../routing";
import { isSafeUrl } from "../../markdown/safeUrl";
import { isAppPageAddress, withSlot } from "../../slot/slotQuery";
import { useSlot } from "../../slot/useSlot";
import { StoredImage } from "../../ui/StoredImage";
import { useMessages } from "../../i18n/useMessages";

export function HomeHero({ hero, fallbackTitle }: { hero: Hero; fallbackTitle: string }) {
  return (
    <section className="rx-hero rx-hero--home">
      <div className="rx-hero-text">
        <h1 className="rx-hero-name">{hero.name ?? fallbackTitle}</h1>
        {hero.text && <p className="rx-hero-line">{hero.text}</p>}
        {hero.tagline && <p className="rx-hero-tagline">{hero.tagline}</p>}
        {hero.actions.length > 0 && (
          <div className="rx-hero-actions">
            {hero.actions.map((action) => (
              <HeroAction key={`${action.text}|${action.link}`} action={action} />
            ))}
          </div>
        )}
      </div>
      {hero.image && <StoredImage className="rx-hero-image" address={hero.image.src} alt={hero.image.alt} />}
    </section>
  );
}

function HeroAction({ action }: { action: HomeAction }) {
  return (
    <SafeLink href={action.link} className={`rx-hero-action rx-hero-action--${action.theme}`}>
      {action.text}
    </SafeLink>
  );
}

export function HomeFeatures({ features }: { features: readonly HomeFeature[] }) {
  const messages = useMessages();
  if (features.length === 0) return null;
  return (
    <ul className="rx-features" aria-label={messages.text("home.features")}>
      {features.map((feature) => (
        <li key={feature.title} className="rx-feature">
          {feature.icon && (
            <span className="rx-feature-icon" aria-hidden="true">
              {feature.icon}
            </span>
          )}
          <h2 className="rx-feature-title">{feature.title}</h2>
          {feature.details && <p className="rx-feature-details">{feature.details}</p>}
          {feature.link && (
            <SafeLink href={feature.link} className="rx-feature-link">
              {feature.linkText ?? messages.text("home.learnMore")}
            </SafeLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A link inside the app stays in it, and in the reader's version and language; one to another
 * site opens beside it; an unsafe one is text.
 */
function SafeLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const slot = useSlot();
  if (!isSafeUrl(href)) return <span className={className}>{children}</span>;
  if (isExternalUrl(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={isAppPageAddress(href) ? withSlot(href, slot) : href} className={className}>
      {children}
    </Link>
  );
}
