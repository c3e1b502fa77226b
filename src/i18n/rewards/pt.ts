/** Portuguese texts of the `rewards` group. */
import type { Translation } from '../core';
import type { REWARDS_EN } from '../rewards';

const pt: Translation<typeof REWARDS_EN> = {
  heading: 'As suas recompensas',
  loading: 'A carregar as suas recompensas…',
  signIn: 'Inicie sessão para ver as suas recompensas de membro.',
  loadingSignIn: 'A carregar o início de sessão…',
  loadFailed: 'Não foi possível carregar as suas recompensas. Tente novamente.',
  tryAgain: 'Tentar novamente',
  empty: 'Ainda não tem recompensas. As novas recompensas aparecem aqui.',
  kindDiscount: 'Desconto de parceiro',
  kindFreeMonths: 'Meses grátis',
  kindTicket: 'Bilhete para evento',
  copy: 'Copiar',
  copyCode: 'Copiar o código {code}',
  copied: 'Copiado',
  copiedStatus: 'Copiado para a área de transferência.',
  copyByHand: 'Selecione e copie manualmente',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie-o manualmente.',
  validUntil: 'Válido até {date}',
};

export default pt;
