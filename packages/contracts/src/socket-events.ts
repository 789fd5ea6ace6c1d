// socket.io events of core-platform.md section 4 (path /socket.io). Realtime messages say what changed;
// clients refetch.
export interface PlayerIdentity {
  player_id: string;
  operator_id: number;
  token: string;
}

export interface Notice {
  message: string;
  amount?: number;
  transaction_id?: string;
}

export interface ServerToClientEvents {
  deposit_failed: (payload: Notice) => void;
  deposit_confirm: (payload: Notice) => void;
  withdraw_failed: (payload: Notice) => void;
  withdraw_confirm: (payload: Notice) => void;
  info: (payload: Notice) => void;
  leaveSocket: (payload: Notice) => void;
  oms_notifications: (payload: Notice) => void;
  error: (payload: { message: string }) => void;
}

export interface ClientToServerEvents {
  sendPlayerData: (payload: PlayerIdentity) => void;
  logout: (payload: PlayerIdentity) => void;
}
