import { useTranslation } from 'react-i18next';
import { handPoints, validateDeclaration } from '@khelo/games/rummy/index';
import { classifyGroup } from '@khelo/games/rummy/groups';
import type { RummyMove } from '@khelo/games/rummy/state';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { declarationProblem, toGroups, withoutCard, type HandGroup } from '../hand-model';
import { RummyCard } from './rummy-card';

/**
 * Declare: `card` goes on the finish slot and the 13 others are shown in their groups. The dialog says
 * before the player commits whether the show is valid (else it costs 80 points as a wrong show).
 */
export function DeclareDialog({
  card,
  cardId,
  groups,
  wildRank,
  busy,
  onClose,
  onConfirm,
}: {
  card: string;
  cardId: string;
  groups: readonly HandGroup[];
  wildRank: string | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (move: RummyMove) => void;
}) {
  const { t } = useTranslation('rummy');
  const shown = toGroups(withoutCard(groups, cardId));
  const check = validateDeclaration(shown, wildRank ?? '');
  const points = handPoints(shown, wildRank ?? '');
  const problem = check.valid ? null : (declarationProblem(shown, wildRank) ?? 'badGroup');
  return (
    <Modal open onClose={onClose} title={t('declare.title')} size="md">
      <div className="declare" data-testid="declare-dialog" data-valid={check.valid}>
        <div className="declare__finish">
          <span>{t('declare.finish')}</span>
          <RummyCard card={card} wildRank={wildRank} size="sm" />
        </div>
        <ul className="declare__groups">
          {shown.map((group, index) => {
            const kind = classifyGroup(group, wildRank ?? '');
            return (
              <li key={index} className={`declare__group declare__group--${kind}`}>
                <span className="declare__kind">{t(`kind.${kind}`)}</span>
                <span className="declare__cards">
                  {group.map((item, i) => (
                    <RummyCard key={`${item}-${i}`} card={item} wildRank={wildRank} size="sm" />
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
        <p
          className={`declare__verdict declare__verdict--${check.valid ? 'valid' : 'invalid'}`}
          role="status"
        >
          {check.valid ? t('declare.valid') : t('declare.invalid', { points })}
        </p>
        {problem ? <p className="declare__reason">{t(`declare.problem.${problem}`)}</p> : null}
        <div className="rummy-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('declare.cancel')}
          </Button>
          <Button
            variant={check.valid ? 'primary' : 'danger'}
            loading={busy}
            onClick={() => onConfirm({ type: 'declare', card, groups: shown })}
          >
            {t(check.valid ? 'declare.confirm' : 'declare.confirmWrong')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
