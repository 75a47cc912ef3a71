/**
 * The add-on chooser a product with add-on groups opens before it goes into the cart. Each group
 * says its rule; the problems show once the customer tries to add with a rule unmet.
 */
import { useState } from 'react';
import type { AddonSelection } from '@jara/contracts/api-calls';
import type { AddonGroup, Product } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { Modal } from '@jara/ui/modal';
import { formatPrice, Price } from '@jara/ui/price';
import {
  choiceTotal,
  groupProblem,
  hasRoom,
  isComplete,
  isSingleChoice,
  ruleText,
  toggleAddon,
  toSelections,
  type AddonChoice,
} from './addon-rules';
import styles from './addon-picker.module.css';

export interface AddonPickerProps {
  product: Product;
  /** The choice to start from: a cart item's current add-ons when they are being changed. */
  initialChoice?: AddonChoice;
  /** The confirm button's words, before the price. */
  confirmLabel?: string;
  busy: boolean;
  onConfirm: (addons: AddonSelection[]) => void;
  onCancel: () => void;
}

export function AddonPicker({
  product,
  initialChoice = {},
  confirmLabel = 'Add to cart',
  busy,
  onConfirm,
  onCancel,
}: AddonPickerProps) {
  const [choice, setChoice] = useState<AddonChoice>(initialChoice);
  const [showProblems, setShowProblems] = useState(false);
  const total = choiceTotal(product, choice);

  const confirm = () => {
    if (!isComplete(product.addon_groups, choice)) {
      setShowProblems(true);
      return;
    }
    onConfirm(toSelections(choice));
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title={product.name}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button loading={busy} onClick={confirm}>
            {confirmLabel} · {formatPrice(total, product.currency)}
          </Button>
        </>
      }
    >
      <div className={styles.groups}>
        <p className={styles.intro}>
          {product.description ? `${product.description} ` : null}
          <Price amount={product.price} currency={product.currency} />
        </p>
        {product.addon_groups.map((group) => (
          <AddonGroupField
            key={group.id}
            group={group}
            choice={choice}
            currency={product.currency}
            problem={showProblems ? groupProblem(group, choice) : null}
            onToggle={(addonUuid) => setChoice((current) => toggleAddon(current, group, addonUuid))}
          />
        ))}
      </div>
    </Modal>
  );
}

interface AddonGroupFieldProps {
  group: AddonGroup;
  choice: AddonChoice;
  currency: Product['currency'];
  problem: string | null;
  onToggle: (addonUuid: string) => void;
}

function AddonGroupField({ group, choice, currency, problem, onToggle }: AddonGroupFieldProps) {
  const single = isSingleChoice(group);
  const chosen = choice[group.id] ?? [];
  const problemId = `addon-group-${group.id}-problem`;
  return (
    <fieldset
      className={styles.group}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
    >
      <legend className={styles.legend}>
        {group.name} <span className={styles.rule}>{ruleText(group)}</span>
      </legend>
      {group.addons.map((addon) => {
        const checked = chosen.includes(addon.uuid);
        return (
          <label key={addon.uuid} className={styles.option}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={`addon-group-${group.id}`}
              checked={checked}
              disabled={!single && !checked && !hasRoom(group, choice)}
              onChange={() => onToggle(addon.uuid)}
            />
            <span className={styles.addonName}>{addon.name}</span>
            {addon.price > 0 ? <Price amount={addon.price} currency={currency} prefix="+" /> : null}
          </label>
        );
      })}
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
