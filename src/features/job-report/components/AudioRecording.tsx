import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { audioObjectUrl, fetchFile, saveBlob } from '@/api/download';
import { resolveFileAddress } from '@/api/fileAddress';
import { notify } from '@/components/notify';
import { useOneAtATime } from '@/components/useOneAtATime';
import { useAppSelector } from '@/store/typedHooks';
import { selectUser } from '@/store/sessionSlice';
import { PLAYBACK_SPEEDS, readPlaybackSpeed, writePlaybackSpeed } from '../playbackSpeed';

/**
 * Job Audio Recording (001 §2): the recording is fetched as a blob through api/download.ts on the
 * first play or download (never before), played with a remembered playback speed, and saved as
 * job-{id}.mp3. The object URL is revoked when the report closes.
 */
export function AudioRecording({ jobId, url }: { jobId: number; url: string }) {
  const userId = useAppSelector(selectUser)?.id ?? 0;
  const [speed, setSpeed] = useState(() => readPlaybackSpeed(userId));
  const [source, setSource] = useState<{ blob: Blob; href: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const playWhenReady = useRef(false);
  const recording = useRef<Promise<Blob | null> | null>(null);
  const speedId = useId();
  const fileName = `job-${jobId}.mp3`;

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source.href);
    },
    [source],
  );

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.playbackRate = speed;
    audio.defaultPlaybackRate = speed;
    if (playWhenReady.current) {
      playWhenReady.current = false;
      void audio.play()?.catch(() => undefined);
    }
  }, [source, speed]);

  /**
   * The recording, fetched once: a play and a download, or two clicks before the busy buttons have
   * rendered, share one request. A failed fetch is forgotten, so the next click tries again.
   */
  function load(): Promise<Blob | null> {
    if (!recording.current) {
      const run = fetchRecording();
      recording.current = run;
      void run.then((blob) => {
        if (!blob && recording.current === run) recording.current = null;
      });
    }
    return recording.current;
  }

  async function fetchRecording(): Promise<Blob | null> {
    setLoading(true);
    try {
      // The token only for an address under the API (api/fileAddress.ts); storage and other hosts without it.
      const target = resolveFileAddress(url);
      if (!target) throw new Error('no address');
      const file = await fetchFile(target.url, fileName, { anonymous: !target.withToken });
      const blob = file.blob.type ? file.blob : new Blob([file.blob], { type: 'audio/mpeg' });
      setSource({ blob, href: audioObjectUrl(blob) });
      return blob;
    } catch {
      notify.error('The recording could not be loaded.');
      return null;
    } finally {
      setLoading(false);
    }
  }

  async function play() {
    playWhenReady.current = true;
    await load();
  }

  // One file saved per click, whatever lands before the busy button has rendered.
  const download = useOneAtATime(async () => {
    const blob = await load();
    if (blob) saveBlob(blob, fileName);
  });

  function changeSpeed(value: number) {
    setSpeed(value);
    writePlaybackSpeed(userId, value);
  }

  return (
    <section className="job-report-section no-print" aria-labelledby="job-report-audio">
      <h3 id="job-report-audio" className="job-report-section-title">
        Job Audio Recording
      </h3>
      <div className="d-flex flex-wrap align-items-center gap-2 job-report-audio">
        {source ? (
          <audio ref={audioRef} controls src={source.href} className="job-report-audio-player" aria-label="Job audio recording" />
        ) : (
          <Button variant="outline-primary" onClick={() => void play()} disabled={loading}>
            {loading ? 'Loading recording…' : 'Play recording'}
          </Button>
        )}
        <div className="d-flex align-items-center gap-2">
          <label htmlFor={speedId} className="form-label mb-0 text-nowrap">
            Playback speed
          </label>
          <select id={speedId} className="form-select form-select-sm w-auto" value={speed} onChange={(event) => changeSpeed(Number(event.target.value))}>
            {PLAYBACK_SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline-secondary" onClick={() => void download()} disabled={loading} className="no-print">
          Download recording
        </Button>
      </div>
    </section>
  );
}
