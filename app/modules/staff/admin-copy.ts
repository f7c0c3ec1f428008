/** The staff pages' words (accounts and roles, invitations, sessions). */
export const staffCopy = {
  list: {
    title: "직원 관리",
    lead: "직원 계정을 추가하면 초대 링크를 문자로 보내고 이 화면에도 한 번 보여 드립니다. 링크는 24시간 동안 한 번만 쓸 수 있습니다.",
    leadNoText:
      "직원 계정을 추가하면 초대 링크를 이 화면에 한 번 보여 드립니다. 지금은 문자 발송 서비스가 연결되어 있지 않아 링크를 복사해 본인에게 직접 전달해야 합니다. 링크는 24시간 동안 한 번만 쓸 수 있습니다.",
    caption: "직원 목록",
    empty: "등록된 직원이 없습니다.",
    columns: {
      name: "이름",
      email: "이메일",
      role: "역할",
      phone: "연락처",
      status: "상태",
      twoFactor: "2단계 인증",
      lastSignIn: "최근 로그인",
    },
    open: "관리",
  },
  status: { active: "활성", inactive: "비활성", invited: "초대 대기" },
  twoFactor: { on: "사용", off: "미사용" },
  /** The last sign-in is read from the sessions still kept (ended and expired ones are deleted). */
  never: "로그인 중인 세션 없음",
  add: {
    title: "직원 추가",
    name: "이름",
    email: "이메일",
    role: "역할",
    phone: "휴대전화",
    phoneHint: "초대 링크와 광고 시험 문자를 받을 번호입니다.",
    submit: "추가하고 초대 링크 만들기",
    submitting: "추가하는 중...",
    managerNote: "매니저는 상담사와 마케터 계정만 추가할 수 있습니다.",
  },
  invite: {
    created: "계정을 추가했습니다.",
    resent: "새 초대 링크를 만들었습니다. 이전 링크는 더 이상 쓸 수 없습니다.",
    /** What became of the text: handed to the outbox (the provider's answer is on the 문자 발송 page), stored only, none. */
    texting: {
      queued: "초대 링크를 문자로 보내는 중입니다. 보냈는지는 '문자 발송' 화면에서 확인할 수 있습니다.",
      stored:
        "문자 발송 서비스가 연결되어 있지 않아 초대 링크를 문자로 보내지 않았습니다. 아래 링크를 복사해 본인에게 직접 전달해 주세요.",
      noPhone: "휴대전화 번호가 없어 문자는 보내지 않았습니다. 아래 링크를 복사해 본인에게 직접 전달해 주세요.",
    },
    linkLabel: "초대 링크 (지금 한 번만 표시됩니다)",
    linkHint: "복사해서 본인에게 직접 전달할 수도 있습니다. 24시간 동안 한 번만 쓸 수 있습니다.",
    copy: "링크 복사",
    copied: "복사했습니다.",
  },
  member: {
    back: "직원 목록으로",
    details: "계정 정보",
    role: "역할 변경",
    roleSubmit: "역할 저장",
    active: "계정 상태",
    deactivate: "계정 비활성화",
    deactivateConfirm:
      "이 계정을 비활성화하면 모든 로그인 세션이 즉시 종료되고 담당 고객은 미배정으로 돌아갑니다. 계속할까요?",
    deactivateNote: "비활성화하면 모든 세션이 즉시 종료되고, 담당 고객은 미배정으로 돌아갑니다.",
    reactivate: "계정 다시 활성화",
    leave: "이 단지에서 제외",
    leaveConfirm:
      "이 단지에서 제외하면 이 단지의 담당 고객은 미배정으로 돌아가고 근무 지정도 없어집니다. 계정과 다른 단지 소속은 그대로입니다. 계속할까요?",
    leaveNote: "이 단지의 담당 고객은 미배정으로 돌아갑니다. 계정과 다른 단지 소속은 그대로 남습니다.",
    resend: "새 초대 링크 만들기",
    resendNote: "새 링크를 만들면 이전 링크는 쓸 수 없게 됩니다.",
    sessions: "로그인 세션",
    roleChanged: "역할을 변경했습니다.",
    deactivated: (sessions: number) =>
      sessions > 0 ? `계정을 비활성화했습니다. 로그인 세션 ${sessions}개를 종료했습니다.` : "계정을 비활성화했습니다.",
    reactivated: "계정을 다시 활성화했습니다.",
    self: "본인 계정입니다.",
  },
  phone: {
    title: "휴대전화 번호 변경",
    label: "휴대전화 번호",
    hint: "초대 링크와 광고 시험 문자를 받을 번호입니다.",
    current: "등록된 번호",
    none: "등록된 번호가 없습니다.",
    submit: "번호 저장",
    ownerNote: "총괄 관리자가 바꾸는 번호는 인증 문자 없이 바로 저장됩니다.",
    saved: "휴대전화 번호를 저장했습니다.",
    savedNoText:
      "휴대전화 번호를 저장했습니다. 문자 발송 서비스가 연결되어 있지 않아 인증 문자를 보내지 못했고, 번호 확인 없이 저장했습니다.",
    codeSent: (masked: string) =>
      `${masked}(으)로 인증번호를 문자로 보내는 중입니다. 받은 인증번호 6자리를 10분 안에 입력하면 번호가 저장됩니다.`,
    code: "인증번호 6자리",
    verify: "인증하고 저장",
    pending: (masked: string) => `${masked} 번호의 인증을 기다리고 있습니다.`,
    verified: "인증을 마쳤습니다. 휴대전화 번호를 저장했습니다.",
    wrongCode: (remaining: number) => `인증번호가 맞지 않습니다. ${remaining}번 더 입력할 수 있습니다.`,
    expired: "인증번호가 만료되었거나 없습니다. 번호를 다시 입력해 인증번호를 받아 주세요.",
    locked: "인증번호를 5번 틀렸습니다. 번호를 다시 입력해 새 인증번호를 받아 주세요.",
    codeInvalid: "인증번호 6자리 숫자를 입력해 주세요.",
    invalid: "휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.",
    tooMany: "인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    ownerOnly: "다른 직원의 휴대전화 번호는 총괄 관리자만 바꿀 수 있습니다. 본인 번호는 내 정보에서 바꿀 수 있습니다.",
  },
  account: {
    title: "내 정보",
    lead: "내 계정의 정보입니다. 휴대전화 번호는 초대 링크와 광고 시험 문자를 받는 데 쓰입니다.",
    details: "계정",
    name: "이름",
    email: "이메일",
    role: "역할",
  },
  sessions: {
    title: "내 세션",
    lead: "이 계정으로 로그인된 기기입니다. 모르는 기기가 있으면 종료하고 비밀번호를 바꿔 주세요.",
    caption: "로그인 세션",
    empty: "로그인된 세션이 없습니다.",
    columns: {
      device: "기기",
      address: "접속 위치(IP)",
      createdAt: "로그인",
      lastActive: "최근 활동",
      action: "종료",
    },
    current: "지금 이 기기",
    end: "이 세션 종료",
    endOthers: "다른 세션 모두 종료",
    endAll: "모든 세션 종료",
    ended: "세션을 종료했습니다.",
    endedOthers: (count: number) => `세션 ${count}개를 종료했습니다.`,
    unknownDevice: "알 수 없는 기기",
  },
  accept: {
    title: "비밀번호 설정",
    lead: (name: string) => `${name}님, 관리자 계정의 비밀번호를 설정해 주세요.`,
    password: "새 비밀번호",
    passwordHint: (min: number) => `${min}자 이상으로 입력해 주세요.`,
    confirm: "새 비밀번호 확인",
    submit: "비밀번호 설정",
    submitting: "설정하는 중...",
    done: "비밀번호를 설정했습니다. 새 비밀번호로 로그인해 주세요.",
    toLogin: "로그인 화면으로",
    refusedTitle: "초대 링크를 쓸 수 없습니다",
    refused: {
      unknown: "초대 링크가 올바르지 않습니다. 받은 링크를 다시 확인하거나 관리자에게 새 링크를 요청해 주세요.",
      used: "이미 사용한 초대 링크입니다. 비밀번호를 설정했다면 로그인해 주세요. 다시 필요하면 관리자에게 새 링크를 요청해 주세요.",
      expired: "초대 링크의 유효 시간(24시간)이 지났습니다. 관리자에게 새 링크를 요청해 주세요.",
      replaced:
        "더 이상 쓸 수 없는 초대 링크입니다. 새 링크가 발송되었다면 가장 최근에 받은 링크를 사용하고, 아니면 관리자에게 새 링크를 요청해 주세요.",
      inactive: "비활성화된 계정입니다. 관리자에게 문의해 주세요.",
    },
  },
  /** An address already in use by another complex's staff: the person joins this complex too. */
  joined:
    "다른 단지에서 일하는 직원의 계정입니다. 이 단지에도 소속시켰습니다. 같은 이메일과 비밀번호로 로그인한 뒤 위쪽에서 단지를 바꿔 쓸 수 있습니다.",
  errors: {
    notAllowedRole: "이 역할의 계정은 관리할 수 없습니다. 매니저는 상담사와 마케터 계정만 추가하거나 바꿀 수 있습니다.",
    emailTaken: "이미 이 단지에 등록된 이메일입니다. 총괄 관리자나 비활성화된 계정은 다른 단지에 추가할 수 없습니다.",
    ownerEverywhere: "총괄 관리자는 모든 단지에서 일합니다. 한 단지에서만 제외할 수 없습니다.",
    notYourselfLeave: "본인을 이 단지에서 제외할 수 없습니다.",
    memberElsewhere: "다른 단지에서도 일하는 직원입니다. 계정 비활성화는 총괄 관리자만 할 수 있습니다.",
    noSuchAccount: "직원 계정을 찾을 수 없습니다.",
    lastOwner:
      "활성 상태의 총괄 관리자가 한 명뿐이라 역할을 바꾸거나 비활성화할 수 없습니다. 다른 총괄 관리자를 먼저 지정해 주세요.",
    notYourself: "본인 계정은 비활성화할 수 없습니다.",
    inactive: "비활성화된 계정에는 초대 링크를 만들 수 없습니다. 먼저 다시 활성화해 주세요.",
    alreadySet: "이미 비밀번호를 설정한 계정입니다.",
    noSuchSession: "세션을 찾을 수 없습니다. 이미 종료되었을 수 있습니다.",
    passwordMismatch: "두 비밀번호가 같지 않습니다.",
    tooMany: "시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    failed: "일시적인 오류로 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  },
} as const;

export type InviteTexting = keyof typeof staffCopy.invite.texting;

/** Whether the invitation's text is on its way, only stored (no provider), or not written (no phone). */
export function inviteTexting(texted: boolean, texting: boolean): InviteTexting {
  if (!texted) return "noPhone";
  return texting ? "queued" : "stored";
}

export function inviteMessage(done: "created" | "resent", texting: InviteTexting): string {
  return `${staffCopy.invite[done]} ${staffCopy.invite.texting[texting]}`;
}
