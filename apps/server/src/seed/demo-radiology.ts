import type { TemplateInput } from '@clinic/shared/radiology';

/** What the demo radiologist's profile carries onto signed reports. */
export const DEMO_RADIOLOGIST_PROFILE = {
  speciality: 'Radiology',
  qualification: 'MBBS, MD (Radiodiagnosis)',
  registrationNumber: 'MMC-2009/11872',
};

/** Common normal-study templates, one per section of the report. */
export const DEMO_TEMPLATES: TemplateInput[] = [
  {
    name: 'Chest X-ray PA — normal',
    description: 'Adult chest radiograph, PA view, no abnormality detected',
    modality: 'X-ray',
    content:
      '<h3>Technique</h3><p>Chest radiograph, PA view, in full inspiration.</p>' +
      '<h3>Findings</h3><p>Trachea central. Both lung fields are clear. Cardiothoracic ratio is within normal limits. ' +
      'Both costophrenic angles are clear. Domes of the diaphragm are normal. Bony thorax is unremarkable.</p>' +
      '<h3>Impression</h3><p>No significant abnormality detected.</p>',
  },
  {
    name: 'USG abdomen — normal',
    description: 'Adult ultrasound of the whole abdomen, fasting',
    modality: 'USG',
    content:
      '<h3>Technique</h3><p>Real-time ultrasound of the abdomen and pelvis with a curvilinear probe.</p>' +
      '<h3>Findings</h3><p>Liver is normal in size and echotexture; no focal lesion. Gall bladder is well distended, ' +
      'no calculus. CBD and portal vein are normal. Pancreas and spleen are normal. Both kidneys are normal in size ' +
      'with maintained corticomedullary differentiation; no calculus or hydronephrosis. Urinary bladder is normal.</p>' +
      '<h3>Impression</h3><p>Normal study.</p>',
  },
  {
    name: 'CT brain plain — normal',
    description: 'Non-contrast CT of the brain',
    modality: 'CT',
    content:
      '<h3>Technique</h3><p>Axial non-contrast CT sections of the brain from the skull base to the vertex.</p>' +
      '<h3>Findings</h3><p>Grey–white matter differentiation is maintained. No intracranial haemorrhage, infarct or ' +
      'space-occupying lesion. Ventricles and sulci are normal for age. Midline structures are central. ' +
      'Posterior fossa is normal. Calvarium is intact.</p>' +
      '<h3>Impression</h3><p>No acute intracranial abnormality.</p>',
  },
];
