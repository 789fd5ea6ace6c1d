import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  FORTUNE_WHEEL_PATHS,
  staffBudgetFundSchema,
  staffBudgetSchema,
  staffPuzzleChangeSchema,
  staffPuzzleCreateSchema,
  staffPuzzleListQuerySchema,
  staffPuzzleListSchema,
  staffPuzzleParamsSchema,
  staffPuzzleResponseSchema,
  staffShowCreateSchema,
  staffShowListSchema,
  staffShowResponseSchema,
} from '@khelo/contracts/fortune-wheel';
import { paiseToRupees, rupeesToPaise } from '@khelo/contracts/money';
import { BACKOFFICE_ROLES } from '../backoffice/backoffice-roles';
import type { PuzzleRow } from './fortune-wheel.repository';
import { pickedPlayers, presentBudgetEntry, presentStaffShow } from './fortune-wheel.presenter';
import type { FortuneWheelService } from './fortune-wheel.service';
import { fortuneSchema } from './fortune-wheel-failures';

// The back office of the promotion: the puzzle set, the prize budget, the shows. Changes are audited.

function puzzle(row: PuzzleRow) {
  return {
    id: row.id,
    language: row.language,
    category: row.category,
    answer: row.answer,
    active: row.active,
  };
}

export const fortuneWheelStaffRoutes: FastifyPluginCallbackZod<{ service: FortuneWheelService }> = (
  app,
  options,
  done,
) => {
  const { service } = options;
  const read = app.staff.authenticate(BACKOFFICE_ROLES.catalogRead);
  const write = app.staff.authenticate(BACKOFFICE_ROLES.catalogWrite);

  app.get(
    FORTUNE_WHEEL_PATHS.staffPuzzles,
    {
      preHandler: read,
      schema: {
        ...fortuneSchema('staff', 'The Fortune Wheel puzzle set', staffPuzzleListSchema),
        querystring: staffPuzzleListQuerySchema,
      },
    },
    async (request) => ({
      status: 1 as const,
      message: 'puzzles',
      puzzles: (await service.puzzles(request.staff.operatorId, request.query.language)).map(puzzle),
    }),
  );

  app.post(
    FORTUNE_WHEEL_PATHS.staffPuzzles,
    {
      preHandler: write,
      schema: {
        ...fortuneSchema('staff', 'Add a puzzle (admin)', staffPuzzleResponseSchema),
        body: staffPuzzleCreateSchema,
      },
    },
    async (request) => {
      const row = await service.addPuzzle(request.staff.operatorId, request.body);
      await app.staff.audit({
        staff: request.staff,
        action: 'fortune-wheel.puzzle.add',
        subjectType: 'fortune_wheel_puzzle',
        subjectId: String(row.id),
        reason: null,
        details: { after: puzzle(row) },
      });
      return { status: 1 as const, message: 'puzzle added', puzzle: puzzle(row) };
    },
  );

  app.post(
    FORTUNE_WHEEL_PATHS.staffPuzzle,
    {
      preHandler: write,
      schema: {
        ...fortuneSchema('staff', 'Change or retire a puzzle (admin)', staffPuzzleResponseSchema),
        params: staffPuzzleParamsSchema,
        body: staffPuzzleChangeSchema,
      },
    },
    async (request) => {
      const { before, after } = await service.changePuzzle(
        request.staff.operatorId,
        request.params.id,
        request.body,
      );
      await app.staff.audit({
        staff: request.staff,
        action: 'fortune-wheel.puzzle.update',
        subjectType: 'fortune_wheel_puzzle',
        subjectId: String(after.id),
        reason: null,
        details: { before: puzzle(before), after: puzzle(after) },
      });
      return { status: 1 as const, message: 'puzzle updated', puzzle: puzzle(after) };
    },
  );

  async function budgetAnswer(operatorId: number) {
    const [{ balance, reserved, available }, entries] = await Promise.all([
      service.budget(operatorId),
      service.repository.budgetEntries(operatorId),
    ]);
    return {
      status: 1 as const,
      message: 'budget',
      balance: paiseToRupees(balance),
      reserved: paiseToRupees(reserved),
      available: paiseToRupees(available),
      entries: entries.map(presentBudgetEntry),
    };
  }

  app.get(
    FORTUNE_WHEEL_PATHS.staffBudget,
    {
      preHandler: read,
      schema: fortuneSchema(
        'staff',
        'The promotions budget: balance, reserved by shows, free',
        staffBudgetSchema,
      ),
    },
    async (request) => budgetAnswer(request.staff.operatorId),
  );

  app.post(
    FORTUNE_WHEEL_PATHS.staffBudget,
    {
      preHandler: write,
      schema: {
        ...fortuneSchema('staff', 'Fund the promotions budget from promotions (admin)', staffBudgetSchema),
        body: staffBudgetFundSchema,
      },
    },
    async (request) => {
      const amount = rupeesToPaise(request.body.amount);
      await service.fund(request.staff.operatorId, amount, request.body.reason, request.staff.id);
      await app.staff.audit({
        staff: request.staff,
        action: 'fortune-wheel.budget.fund',
        subjectType: 'ledger_account',
        subjectId: 'promotions_budget',
        reason: request.body.reason,
        details: { amount: request.body.amount },
      });
      return budgetAnswer(request.staff.operatorId);
    },
  );

  app.get(
    FORTUNE_WHEEL_PATHS.staffShows,
    {
      preHandler: read,
      schema: fortuneSchema(
        'staff',
        'The Fortune Wheel shows of the last day and to come',
        staffShowListSchema,
      ),
    },
    async (request) => {
      const shows = await service.shows(request.staff.operatorId);
      const counts = await service.repository.countRegistrations(shows.map((s) => s.id));
      const names = await service.repository.displayNames(request.staff.operatorId, [
        ...new Set(shows.flatMap(pickedPlayers)),
      ]);
      return {
        status: 1 as const,
        message: 'shows',
        shows: shows.map((s) => presentStaffShow(s, counts.get(s.id) ?? 0, names)),
      };
    },
  );

  app.post(
    FORTUNE_WHEEL_PATHS.staffShows,
    {
      preHandler: write,
      schema: {
        ...fortuneSchema('staff', 'Schedule a show with its prize budget (admin)', staffShowResponseSchema),
        body: staffShowCreateSchema,
      },
    },
    async (request) => {
      const body = request.body;
      const show = await service.createShow(request.staff.operatorId, {
        title: body.title,
        language: body.language,
        startsAt: new Date(body.starts_at),
        budgetPaise: rupeesToPaise(body.budget),
        paisePerPoint: Number(rupeesToPaise(body.rupees_per_point)),
        audiencePrizePaise: rupeesToPaise(body.audience_prize),
      });
      await app.staff.audit({
        staff: request.staff,
        action: 'fortune-wheel.show.create',
        subjectType: 'fortune_wheel_show',
        subjectId: show.id,
        reason: null,
        details: { title: body.title, budget: body.budget, starts_at: body.starts_at },
      });
      return { status: 1 as const, message: 'show scheduled', show: presentStaffShow(show, 0, new Map()) };
    },
  );

  done();
};
