import { roadmapCategories, roadmapCopy, roadmapItems } from '@/content/roadmap';
import { ROADMAP_TITLE } from '@/content/seo';
import { CardBody, CardDetails } from './card-content';
import { CategoryIcon } from './category-icon';
import { categoryTone } from './colors';
import styles from './roadmap-page.module.css';
import { RoadmapSummary } from './roadmap-summary';
import { RoadmapTabs, type RoadmapPanelData } from './roadmap-tabs';
import { toneClass } from './tone-class';

// Everything static (icons, badges, texts) renders here on the server and
// reaches the island as ready-made elements, so its JavaScript stays small.
const panels: RoadmapPanelData[] = roadmapCategories.map((category) => ({
  key: category.key,
  title: category.title,
  toneClass: toneClass(categoryTone(category.color)),
  icon: <CategoryIcon name={category.icon} />,
  intro: category.intro,
  cards: roadmapItems[category.key].map((item) => ({
    title: item.title,
    body: <CardBody item={item} />,
    details: <CardDetails item={item} />,
  })),
}));

export function RoadmapPage() {
  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>{roadmapCopy.eyebrow}</p>
          <h1 className={styles.title}>{ROADMAP_TITLE}</h1>
          <p className={styles.subtitle}>{roadmapCopy.subtitle}</p>
          <p className={styles.legend}>{roadmapCopy.legend}</p>
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        <RoadmapTabs label={roadmapCopy.tabsLabel} panels={panels} />
        <RoadmapSummary categories={roadmapCategories} items={roadmapItems} />
      </div>
    </>
  );
}
