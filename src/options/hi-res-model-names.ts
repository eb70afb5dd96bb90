/**
 * @module options/hi-res-model-names
 * The values `hiResModelName` accepts (pages/strategy-context `assertHiResModel` checks them).
 */

/**
 * The layout detectors of this build: one heuristic detector (text-layer boxes, image XObjects as figures,
 * captions by position and wording). Upstream's model names are accepted as aliases of it, so requests
 * written for the hosted API (`hi_res_model_name=yolox`) keep working.
 */
export const HI_RES_MODEL_NAMES = [
  'docparts',
  'yolox',
  'yolox_quantized',
  'yolox_tiny',
  'detectron2_onnx',
  'detectron2_quantized',
  'detectron2_lp',
  'detectron2_mask_rcnn',
] as const
