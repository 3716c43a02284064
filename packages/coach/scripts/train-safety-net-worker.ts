/**
 * One training of the safety net in a worker thread (train-safety-net.ts runs the five folds and the final training
 * side by side): the examples and options in, the weights out. The same examples give the same weights in any thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { train, type TTrainingExample, type TTrainingOptions } from '../src/safety-net/model.ts';

const { examples, options } = workerData as { examples: TTrainingExample[]; options: TTrainingOptions };
parentPort!.postMessage(train(examples, options));
