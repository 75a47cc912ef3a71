/**
 * The catalogue of @jara/ui, one entry per module the package exports, in the order a squad
 * meets them building a screen. The page's test fails when the package exports a module that
 * has no entry here.
 */
import type { ComponentType } from 'react';
import { ButtonSpecimens } from './button-specimens';
import { DrawerSpecimens, ModalSpecimens } from './dialog-specimens';
import { FieldSpecimens, FormErrorSpecimens } from './field-specimens';
import { LoadErrorSpecimens } from './load-error-specimens';
import { PageSectionSpecimens, VisuallyHiddenSpecimens } from './layout-specimens';
import { ScreenLoadingSpecimens, SkeletonSpecimens, SpinnerSpecimens } from './loading-specimens';
import { PriceSpecimens } from './price-specimens';
import { SlotLabelSpecimens } from './slot-label-specimens';
import { TokenSpecimens } from './token-specimens';

export interface CatalogueEntry {
  name: string;
  module: string;
  importLine?: string;
  about: string;
  Specimens: ComponentType;
}

export const CATALOGUE: CatalogueEntry[] = [
  {
    name: 'Tokens',
    module: '@jara/ui/tokens.css',
    importLine: "import '@jara/ui/tokens.css'; /* once, in the shell; modules use var(--jara-…) */",
    about:
      'Colours, spacing, radii and shadows as CSS custom properties. Style with them, never with a copied value.',
    Specimens: TokenSpecimens,
  },
  {
    name: 'Button',
    module: '@jara/ui/button',
    importLine: "import { Button, ButtonLink, buttonClassName } from '@jara/ui/button';",
    about: 'Every action. A router link takes buttonClassName(…) to look the same.',
    Specimens: ButtonSpecimens,
  },
  {
    name: 'Field',
    module: '@jara/ui/field',
    importLine: "import { SelectField, TextAreaField, TextField } from '@jara/ui/field';",
    about:
      'Labelled controls; the hint and error are read with the control, and an error marks it invalid.',
    Specimens: FieldSpecimens,
  },
  {
    name: 'FormError',
    module: '@jara/ui/form-error',
    about: "A form's failure that belongs to no one field, above its button.",
    Specimens: FormErrorSpecimens,
  },
  {
    name: 'Price',
    module: '@jara/ui/price',
    importLine: "import { Price, currencyForCountry, formatPrice } from '@jara/ui/price';",
    about: "Money in the customer's country: ₦ in Nigeria, KSh in Kenya (currencyForCountry).",
    Specimens: PriceSpecimens,
  },
  {
    name: 'Slot label',
    module: '@jara/ui/slot-label',
    importLine: "import { slotDay, slotLabel, slotTimes } from '@jara/ui/slot-label';",
    about:
      'A delivery slot on the store\'s own clock (Lagos or Nairobi time, whatever the device\'s): "Tomorrow, 12:00–12:30".',
    Specimens: SlotLabelSpecimens,
  },
  {
    name: 'Skeleton',
    module: '@jara/ui/skeleton',
    importLine: "import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';",
    about:
      'Grey blocks the size of what loads, so nothing moves when it arrives; the group says one label.',
    Specimens: SkeletonSpecimens,
  },
  {
    name: 'Spinner',
    module: '@jara/ui/spinner',
    about: 'A short wait with no shape to stand in for (a busy button has one already).',
    Specimens: SpinnerSpecimens,
  },
  {
    name: 'ScreenLoading',
    module: '@jara/ui/screen-loading',
    about:
      "What shows while a screen's own chunk downloads, before the screen draws its skeletons.",
    Specimens: ScreenLoadingSpecimens,
  },
  {
    name: 'LoadError',
    module: '@jara/ui/load-error',
    about: "A screen's data did not arrive: a plain sentence and a retry.",
    Specimens: LoadErrorSpecimens,
  },
  {
    name: 'PageSection',
    module: '@jara/ui/page-section',
    about: 'A band of a content page; its heading names the region for screen readers.',
    Specimens: PageSectionSpecimens,
  },
  {
    name: 'VisuallyHidden',
    module: '@jara/ui/visually-hidden',
    about:
      'Words a screen reader says that the screen does not show: what an icon or a number means. Hidden from sight, not from assistive technology.',
    Specimens: VisuallyHiddenSpecimens,
  },
  {
    name: 'Modal',
    module: '@jara/ui/modal',
    about: 'A centred dialog over the page: focus stays inside and goes back to its opener.',
    Specimens: ModalSpecimens,
  },
  {
    name: 'Drawer',
    module: '@jara/ui/drawer',
    about: 'A side sheet with the same keyboard contract as Modal.',
    Specimens: DrawerSpecimens,
  },
];
