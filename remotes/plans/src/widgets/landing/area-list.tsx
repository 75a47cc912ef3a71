/** The areas a service reaches, as a wrap of tags read as one list. */
import styles from './area-list.module.css';

export function AreaList({ areas }: { areas: string[] }) {
  return (
    <ul className={styles.list} aria-label="Areas we serve">
      {areas.map((area) => (
        <li key={area} className={styles.area}>
          {area}
        </li>
      ))}
    </ul>
  );
}
