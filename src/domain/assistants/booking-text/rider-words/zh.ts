import type { RiderWords } from './rider-words-shape';

export const zh: RiderWords = {
  askPickup: '我们应该在哪里接您？',
  askDropoff: '您要去哪里？',
  askPickupTime: '司机什么时候来接您？例如：明天晚上8点。',
  askReturnTime: '您想什么时候返回？',
  confirmPlace: (place) => `${place}，对吗？`,
  thatPlace: '是的',
  pastTime: '这个时间已经过了。司机什么时候来接您？',
  outsideHours: (time) => `那个时间我们无法接您。我们最早可以在${time}到达。司机什么时候来接您？`,
  offers: (trip) => `以下是${trip}的可选车型。您想选哪一种？`,
  confirm: (vehicle, trip, fare) => `为${trip}预订${vehicle}，共计${fare}？回复“是的”确认，或选择其他车型。`,
  yes: '是的，立即预订',
  // Chinese has no spaces: only words that cannot begin another sentence ("对不起", "行程" do).
  yesWords: ['是的', '是啊', '好的', '好', '确认', '预订', '嗯'],
  booked: (code, cashback) =>
    `预订成功！您的行程码是${code}，行程开始时请告诉司机。行程结束后您将获得${cashback}返现。`,
  noVehicles: '抱歉，这趟行程没有空闲车辆。换个时间可以吗？',
  trip: (route, when) => `${route}，${when}`,
  vehicle: { hatchback: '两厢车', sedan: '三厢轿车', suv: 'SUV', electric: '电动车', luxury: '豪华车' },
  logInToChat: '请先登录，再通过聊天预订。',
  writeMessage: '请输入消息',
  tooLong: (max) => `这条消息太长了，请控制在${max}个字符以内。`,
  failed: '抱歉，我们这边出了点问题。请重新发送您的消息。',
  chooseByNumber: '请回复编号或名称。',
  textOnly: '我只能读取文字消息。请写下您从哪里出发、去哪里以及什么时候出发。',
};
